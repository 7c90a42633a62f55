import { noEmailOnFile, privacyChoicesLabel, privacyChoicesPath } from '../../content/privacy-choices.ts';
import { site } from '../../content/site.ts';
import { Banner } from '../components/banner';
import { PrivacyChoicesForm } from '../components/privacy-choices-form';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/privacy-choices';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: privacyChoicesLabel,
    description:
      'Ask us to stop contacting you, not to sell or share your information, to send you a copy of it, or to delete it.',
    path: privacyChoicesPath,
  });

export default function Screen() {
  return (
    <>
      <Banner
        eyebrow="Privacy"
        title={privacyChoicesLabel}
        subTitle="Stop calls, texts and e-mails, opt out of selling or sharing, get a copy of your information, or have it deleted."
        bannerImageUrl="/images/banners/legal.svg"
        bannerResposiveImageUrl="/images/banners/legal-small.svg"
      />
      <div className="container-page section grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="privacy-request-heading" className="max-w-2xl">
          <h2 id="privacy-request-heading" className="section-title">
            Send a privacy request
          </h2>
          <p className="mt-3 text-slate-700">
            Give the e-mail address you used on our forms. We send a confirmation link to it, so nobody else
            can make choices for you; your request is carried out when you follow the link (valid for 24
            hours).
          </p>
          <div className="mt-6">
            <PrivacyChoicesForm />
          </div>
        </section>
        <aside aria-labelledby="other-ways" className="space-y-4 text-sm text-slate-700">
          <h2 id="other-ways" className="text-base font-semibold text-ink">
            Other ways to ask
          </h2>
          <p>
            Call us at{' '}
            <a href={site.phone.href} className="font-semibold text-brand-700 underline">
              {site.phone.display}
            </a>{' '}
            or write to {site.legalName}, {site.address.street}, {site.address.city}, {site.address.region}{' '}
            {site.address.postalCode}. We answer within 30 days.
          </p>
          <p>{noEmailOnFile(site.phone.display)}</p>
          <p>
            Your browser's Global Privacy Control signal is honoured: requests sent with it are marked "do not
            sell or share".
          </p>
          <p>
            Details are in our{' '}
            <a href="/privacy-policy" className="font-semibold text-brand-700 underline">
              Privacy Policy
            </a>
            .
          </p>
        </aside>
      </div>
    </>
  );
}
