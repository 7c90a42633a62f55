import { Navigate } from 'react-router';

// SPEC 2: /home redirects to /. The server answers 301 for direct hits; this covers client navigation.
export default function HomeRedirect() {
  return <Navigate to="/" replace />;
}
