import { termsDocument } from '../../content/terms.ts';
import { LegalPage } from '../components/legal-document';
import { localizedMeta, useMessages } from '../i18n/i18n';
import { termsPage } from '../i18n/terms-page';
import type { Route } from './+types/terms-conditions';

// The page in English at /terms-conditions and in Spanish at /es/terms-conditions (routes.ts).
export const meta: Route.MetaFunction = localizedMeta('termsPage', termsPage, '/terms-conditions', (t) => t);

export default function Screen() {
  const t = useMessages('termsPage', termsPage);
  return <LegalPage document={termsDocument} words={t.document} />;
}
