import { Navigate } from 'react-router';
import { localizedPath, useLanguage } from '../i18n/i18n';

// SPEC 2: any other path redirects to home, the home of the page's language (/es/… → /es/). The
// server redirects direct hits (static.ts, homeFor); this covers client navigation.
export default function CatchAll() {
  return <Navigate to={localizedPath('/', useLanguage())} replace />;
}
