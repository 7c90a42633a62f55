import { privacyText } from '../../content/page-text.ts';
import { privacyDocument } from '../../content/privacy.ts';
import { LegalPage } from '../components/legal-document';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = () => pageMeta({ ...privacyText, path: '/privacy-policy' });

export default function Screen() {
  return <LegalPage {...privacyDocument} />;
}
