import { Navigate } from 'react-router';

// SPEC 2: any other path redirects to home. The server redirects direct hits; this covers client navigation.
export default function CatchAll() {
  return <Navigate to="/" replace />;
}
