import { privacyDocument } from '../../content/privacy.ts';
import { LegalPage } from '../components/legal-document';
import { languageOfPath, messagesIn, useMessages } from '../i18n/i18n';
import { privacyPage } from '../i18n/privacy-page';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/privacy-policy';

// The page in English at /privacy-policy and in Spanish at /es/privacy-policy (routes.ts).
export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  const { title, description } = messagesIn(language, 'privacyPage', privacyPage);
  return pageMeta({ title, description, path: '/privacy-policy', language });
};

export default function Screen() {
  const t = useMessages('privacyPage', privacyPage);
  return <LegalPage document={privacyDocument} words={t.document} />;
}
