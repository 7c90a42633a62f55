import { privacyChoicesPath } from '../../content/privacy-choices.ts';
import { site } from '../../content/site.ts';
import { telHref } from '../../contracts/phone.ts';
import { Banner, legalBannerImages } from '../components/banner';
import { PrivacyChoicesForm } from '../components/privacy-choices-form';
import { localizedMeta, localizedPath, useLanguage, useMessages } from '../i18n/i18n';
import { privacyChoicesPage } from '../i18n/privacy-choices-page';
import { useContacts } from '../lib/contacts';
import type { Route } from './+types/privacy-choices';

// The page in English at /privacy-choices and in Spanish at /es/privacy-choices (routes.ts).
export const meta: Route.MetaFunction = localizedMeta(
  'privacyChoicesPage',
  privacyChoicesPage,
  privacyChoicesPath,
  (t) => t,
);

export default function Screen() {
  const t = useMessages('privacyChoicesPage', privacyChoicesPage);
  const language = useLanguage();
  const { phone } = useContacts();
  const { address } = site;
  return (
    <>
      <Banner eyebrow={t.eyebrow} title={t.title} subTitle={t.subTitle} {...legalBannerImages} />
      <div className="container-page section grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="privacy-request-heading" className="max-w-2xl">
          <h2 id="privacy-request-heading" className="section-title">
            {t.requestHeading}
          </h2>
          <p className="mt-3 text-slate-700">{t.requestIntro}</p>
          <div className="mt-6">
            <PrivacyChoicesForm />
          </div>
        </section>
        <aside aria-labelledby="other-ways" className="space-y-4 text-sm text-slate-700">
          <h2 id="other-ways" className="text-base font-semibold text-ink">
            {t.otherWays}
          </h2>
          <p>
            {t.callUsAt}{' '}
            <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
              {phone}
            </a>{' '}
            {t.orWriteTo(
              `${site.legalName}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
            )}
          </p>
          <p>{t.noEmailOnFile(phone)}</p>
          <p>{t.gpc}</p>
          <p>
            {t.detailsIn}{' '}
            <a
              href={localizedPath('/privacy-policy', language)}
              className="font-semibold text-brand-700 underline"
            >
              {t.privacyPolicy}
            </a>
            .
          </p>
        </aside>
      </div>
    </>
  );
}
