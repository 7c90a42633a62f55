import { termsText } from '../../content/page-text.ts';
import { termsSections, termsUpdated } from '../../content/terms.ts';
import { LegalPage } from '../components/legal-document';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/terms-conditions';

export const meta: Route.MetaFunction = () => pageMeta({ ...termsText, path: '/terms-conditions' });

export default function Screen() {
  return (
    <LegalPage
      title="Terms & Conditions"
      subTitle="The terms that apply when you use this website and send us a request."
      sections={termsSections}
      updated={termsUpdated}
      intro={
        <p>
          In short: comparing plans and talking to us is free, prices shown are samples, and your service
          contract is always with the provider you choose. The wording below is placeholder legal text.
        </p>
      }
    />
  );
}
