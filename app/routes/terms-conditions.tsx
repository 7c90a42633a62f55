import { termsText } from '../../content/page-text.ts';
import { termsDocument } from '../../content/terms.ts';
import { LegalPage } from '../components/legal-document';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/terms-conditions';

export const meta: Route.MetaFunction = () => pageMeta({ ...termsText, path: '/terms-conditions' });

export default function Screen() {
  return <LegalPage {...termsDocument} />;
}
