import { privacyDocument } from '../../content/privacy.ts';
import { LegalPage } from '../components/legal-document';
import { localizedMeta, useMessages } from '../i18n/i18n';
import { privacyPage } from '../i18n/privacy-page';
import type { Route } from './+types/privacy-policy';

// The page in English at /privacy-policy and in Spanish at /es/privacy-policy (routes.ts).
export const meta: Route.MetaFunction = localizedMeta(
  'privacyPage',
  privacyPage,
  '/privacy-policy',
  (t) => t,
);

export default function Screen() {
  const t = useMessages('privacyPage', privacyPage);
  return <LegalPage document={privacyDocument} words={t.document} />;
}
