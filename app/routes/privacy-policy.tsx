import { privacyText } from '../../content/page-text.ts';
import { privacySections, privacyUpdated } from '../../content/privacy.ts';
import { LegalPage } from '../components/legal-document';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = () => pageMeta({ ...privacyText, path: '/privacy-policy' });

export default function Screen() {
  return (
    <LegalPage
      title="Privacy Policy"
      subTitle="What we collect when you send us a form, why, how long we keep it, and how to have it deleted."
      sections={privacySections}
      updated={privacyUpdated}
      intro={
        <p>
          In short: we keep what you type into our forms and how you found us, we use it to answer your
          request, we never sell it or share it with advertisers, and we delete it on request: use{' '}
          <a href="/privacy-choices" className="font-semibold text-brand-700 underline">
            Your Privacy Choices
          </a>
          .
        </p>
      }
    />
  );
}
