import {
  contactBanner,
  contactFormIntro,
  mapEmbedUrl,
  mapLinkUrl,
  needHelp,
  officeLocation,
} from '../../content/contact.ts';
import { contactText } from '../../content/page-text.ts';
import { site } from '../../content/site.ts';
import { Banner } from '../components/banner';
import { ContactForm } from '../components/contact-form';
import { Icon } from '../components/icons';
import { MapEmbed } from '../components/map-embed';
import { SectionHeading } from '../components/section-heading';
import { SplitSection } from '../components/split-section';
import { openChatDialog } from '../lib/dialogs';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = () => pageMeta({ ...contactText, path: '/contact-us' });

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

export default function Screen() {
  const phones = [site.salesPhone, site.supportPhone];
  return (
    <>
      <Banner
        eyebrow="Contact us"
        {...contactBanner}
        button={{ label: contactBanner.buttonLabel, to: '#send-us-a-message' }}
        secondaryButton={{ label: `Call ${site.phone.display}`, href: site.phone.href }}
      />

      <section id="get-in-touch" aria-labelledby="get-in-touch-title" className="container-page section">
        <SectionHeading id="get-in-touch-title" eyebrow="Get in touch" title="Visit, call or write to us" />
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
          <div id="map">
            <MapEmbed embedUrl={mapEmbedUrl} linkUrl={mapLinkUrl} label={officeLocation.label} />
          </div>
          <div className="grid content-start gap-4">
            <InfoCard icon={<Icon name="pin" />} title="Office address">
              <address className="not-italic">
                {site.legalName}
                <br />
                {site.address.street}
                <br />
                {site.address.city}, {site.address.region} {site.address.postalCode}
              </address>
            </InfoCard>
            <InfoCard icon={<Icon name="phone" />} title="Phone">
              <ul className="space-y-1">
                {phones.map((p) => (
                  <li key={p.href + p.label}>
                    <span className="text-sm text-slate-600">{p.label}: </span>
                    <a
                      href={p.href}
                      className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
                    >
                      {p.display}
                    </a>
                  </li>
                ))}
              </ul>
            </InfoCard>
            <InfoCard icon={<Icon name="mail" />} title="E-mail">
              <a
                href={`mailto:${site.email}`}
                className="font-semibold break-all text-brand-700 hover:underline"
              >
                {site.email}
              </a>
            </InfoCard>
            <InfoCard icon={<Icon name="clock" />} title="Opening hours">
              <p data-testid="opening-hours">
                {site.hours.days}, {site.hours.time}
              </p>
            </InfoCard>
            <div className="flex flex-col gap-4 rounded-2xl bg-brand-950 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h3 className="text-lg font-bold">{needHelp.title}</h3>
                <p className="mt-1 text-white/85">{needHelp.text}</p>
              </div>
              <button type="button" onClick={openChatDialog} className="btn-accent shrink-0">
                <Icon name="chat" className="size-4" />
                {needHelp.buttonLabel}
              </button>
            </div>
          </div>
        </div>
      </section>

      <SplitSection
        {...contactFormIntro}
        columns="gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]"
        beside={
          <p className="mt-6 text-sm text-slate-600">
            We use your details only to answer you. See our{' '}
            <a href="/privacy-policy" className="font-semibold text-brand-700 underline">
              privacy policy
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
