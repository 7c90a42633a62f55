import { termsDocument } from '../../content/terms.ts';
import { LegalPage } from '../components/legal-document';
import { languageOfPath, messagesIn, useMessages } from '../i18n/i18n';
import { termsPage } from '../i18n/terms-page';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/terms-conditions';

// The page in English at /terms-conditions and in Spanish at /es/terms-conditions (routes.ts).
export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  const { title, description } = messagesIn(language, 'termsPage', termsPage);
  return pageMeta({ title, description, path: '/terms-conditions', language });
};

export default function Screen() {
  const t = useMessages('termsPage', termsPage);
  return <LegalPage document={termsDocument} words={t.document} />;
}
