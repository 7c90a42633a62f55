import {
  contactBanner,
  contactFormIntro,
  mapEmbedUrl,
  mapLinkUrl,
  officeLocation,
} from '../../content/contact.ts';
import { site } from '../../content/site.ts';
import { hoursLine } from '../../content/site-contacts.ts';
import { telHref } from '../../contracts/phone.ts';
import { Banner } from '../components/banner';
import { ContactForm } from '../components/contact-form';
import { Icon } from '../components/icons';
import { MapEmbed } from '../components/map-embed';
import { SectionHeading } from '../components/section-heading';
import { SplitSection } from '../components/split-section';
import { contactPage } from '../i18n/contact-page';
import { localizedMeta, localizedPath, useLanguage, useMessages } from '../i18n/i18n';
import { useContacts } from '../lib/contacts';
import { openChatDialog } from '../lib/dialogs';
import { contactLoader } from '../lib/page-copy';
import type { Route } from './+types/contact-us';

// The page in English at /contact-us and in Spanish at /es/contact-us (routes.ts).
export const meta: Route.MetaFunction = localizedMeta('contactPage', contactPage, '/contact-us', (t) => t);

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-bold text-ink">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** The editors' copy of the page in its language, the site's contacts filled in (app/lib/page-copy.ts). */
export const loader = contactLoader;

export default function Screen({ loaderData: copy }: Route.ComponentProps) {
  const t = useMessages('contactPage', contactPage);
  const language = useLanguage();
  const contacts = useContacts();
  const phones = [
    { display: contacts.phone, label: t.sales },
    { display: contacts.supportPhone, label: t.support },
  ];
  return (
    <>
      <Banner
        eyebrow={t.banner.eyebrow}
        {...contactBanner}
        title={copy.banner.title}
        subTitle={copy.banner.subTitle}
        // The page's own path with the fragment: a bare `#…` would resolve against the prerendering's
        // path (/contact-us/), a redirect for a visitor without JavaScript (tests/e2e/links.test.ts).
        button={{ label: t.banner.button, to: `${localizedPath('/contact-us', language)}#send-us-a-message` }}
        secondaryButton={{ label: t.banner.call(contacts.phone), href: telHref(contacts.phone) }}
      />

      <section id="get-in-touch" aria-labelledby="get-in-touch-title" className="container-page section">
        <SectionHeading
          id="get-in-touch-title"
          eyebrow={copy.getInTouch.eyebrow}
          title={copy.getInTouch.title}
        />
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
          <div id="map">
            <MapEmbed
              embedUrl={mapEmbedUrl}
              linkUrl={mapLinkUrl}
              label={officeLocation.label}
              words={t.map}
            />
          </div>
          <div className="grid content-start gap-4">
            <InfoCard icon={<Icon name="pin" />} title={t.officeAddress}>
              <address className="not-italic">
                {site.legalName}
                <br />
                {site.address.street}
                <br />
                {site.address.city}, {site.address.region} {site.address.postalCode}
              </address>
            </InfoCard>
            <InfoCard icon={<Icon name="phone" />} title={t.phone}>
              <ul className="space-y-1">
                {phones.map((p) => (
                  <li key={p.label}>
                    <span className="text-sm text-slate-600">{p.label}: </span>
                    <a
                      href={telHref(p.display)}
                      className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
                    >
                      {p.display}
                    </a>
                  </li>
                ))}
              </ul>
            </InfoCard>
            <InfoCard icon={<Icon name="mail" />} title={t.email}>
              <a
                href={`mailto:${contacts.email}`}
                className="font-semibold break-all text-brand-700 hover:underline"
              >
                {contacts.email}
              </a>
            </InfoCard>
            <InfoCard icon={<Icon name="clock" />} title={t.openingHours}>
              <p data-testid="opening-hours">{hoursLine[language](contacts.hours)}</p>
            </InfoCard>
            <div className="flex flex-col gap-4 rounded-2xl bg-brand-950 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h3 className="text-lg font-bold">{copy.needHelp.title}</h3>
                <p className="mt-1 text-white/85">{copy.needHelp.text}</p>
              </div>
              <button type="button" onClick={openChatDialog} className="btn-accent shrink-0">
                <Icon name="chat" className="size-4" />
                {t.needHelp.button}
              </button>
            </div>
          </div>
        </div>
      </section>

      <SplitSection
        {...contactFormIntro}
        {...copy.form}
        columns="gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]"
        beside={
          <p className="mt-6 text-sm text-slate-600">
            {t.privacyBefore}{' '}
            <a
              href={localizedPath('/privacy-policy', language)}
              className="font-semibold text-brand-700 underline"
            >
              {t.privacyLink}
            </a>
            .
          </p>
        }
      >
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10">
          <ContactForm />
        </div>
      </SplitSection>
    </>
  );
}
