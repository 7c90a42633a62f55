import { useRef } from 'react';
import { Link } from 'react-router';
import { categoryCards } from '../../content/base/blocks.ts';
import { categoryLabels, categoryPaths } from '../../content/base/paths.ts';
import { type PlanDurationValue, planDurationsHome } from '../../content/base/ui.ts';
import { homeBanner, homeSections, topProvidersCount, whyChooseUsIcons } from '../../content/home.ts';
import type { ProviderLists } from '../../content/providers/lists.ts';
import type { ServiceCategory } from '../../contracts/content.ts';
import { telHref } from '../../contracts/phone.ts';
import { Banner } from '../components/banner';
import { Faq, faqJsonLd } from '../components/faq';
import { Icon } from '../components/icons';
import { JsonLd } from '../components/json-ld';
import { PackageGrid, targetMbps } from '../components/package-card';
import { PageSection } from '../components/page-section';
import { WithPlanDuration } from '../components/plan-duration-toggle';
import { providerTiles } from '../components/provider-tiles';
import { richFaqItems } from '../components/rich-text';
import { SectionHeading } from '../components/section-heading';
import { ServiceCardGrid } from '../components/service-card';
import { SplitSection } from '../components/split-section';
import { Testimonials } from '../components/testimonials';
import { TopProviders } from '../components/top-providers';
import { homePage } from '../i18n/home-page';
import {
  languageOfPath,
  localizedPath,
  messagesIn,
  pageMetaIn,
  useLanguage,
  useMessages,
} from '../i18n/i18n';
import { useContacts } from '../lib/contacts';
import { openPlanDialog } from '../lib/dialogs';
import { homeLoader } from '../lib/page-copy';
import { useProviders } from '../lib/providers';
import { plansJsonLd } from '../lib/service-jsonld';
import type { Route } from './+types/home';

// The page in English at / and in Spanish at /es/ (routes.ts).
/** The editors' copy of the page in its language (app/lib/page-copy.ts). */
export const loader = homeLoader;

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const language = languageOfPath(location.pathname);
  const { title, description } = messagesIn(language, 'homePage', homePage);
  return pageMetaIn(language, { title, description, path: '/', imageAlt: loaderData?.shareAlt });
};

/**
 * The top-providers lists, with the logos editors uploaded (by slug); a TV provider's note is its
 * kind of TV (the page's words for it).
 */
const topLists = (
  logos: Route.ComponentProps['loaderData']['logos'],
  providers: ProviderLists,
): { category: ServiceCategory; providers: ReturnType<typeof providerTiles> }[] => [
  { category: 'streaming', providers: providerTiles('streaming', providers.streaming, undefined, logos) },
  { category: 'tv', providers: providerTiles('tv', providers.tv, (p) => p.tvType, logos) },
  { category: 'internet', providers: providerTiles('internet', providers.internet, undefined, logos) },
];

export default function Screen({ loaderData: copy }: Route.ComponentProps) {
  const t = useMessages('homePage', homePage);
  const language = useLanguage();
  const contacts = useContacts();
  const providers = useProviders();
  const durations = planDurationsHome.map((d) => ({ ...d, label: t.durations[d.value] }));
  // The duration chosen above the packages: the special offer's request says it too.
  const duration = useRef<PlanDurationValue>('month');
  const serviceCards = categoryCards(t.serviceCards).map((card) =>
    card.link ? { ...card, link: { ...card.link, to: localizedPath(card.link.to, language) } } : card,
  );
  const { packages } = copy;
  // The fastest package's circle is full; the others are drawn against it.
  const fastestMbps = Math.max(...packages.map((p) => targetMbps(p.mbps)));
  const faqs = richFaqItems(copy.faqs);
  return (
    <>
      <Banner
        eyebrow={t.banner.eyebrow}
        {...homeBanner}
        title={copy.banner.title}
        subTitle={copy.banner.subTitle}
        button={{ label: t.banner.button, to: localizedPath('/contact-us', language) }}
        secondaryButton={{ label: t.banner.call(contacts.phone), href: telHref(contacts.phone) }}
      />

      <PageSection {...homeSections.services} {...copy.sections.services}>
        <ServiceCardGrid cards={serviceCards} />
      </PageSection>

      <PageSection {...homeSections.topProviders} {...copy.sections.topProviders}>
        <div className="grid gap-6 lg:grid-cols-3">
          {topLists(copy.logos, providers).map((list) => (
            <TopProviders
              key={list.category}
              title={categoryLabels[list.category]}
              seeAllHref={localizedPath(categoryPaths[list.category], language)}
              providers={list.providers
                .slice(0, topProvidersCount)
                .map((p) =>
                  p.note ? { ...p, note: t.tvTypes[p.note as keyof typeof t.tvTypes] ?? p.note } : p,
                )}
              words={t}
            />
          ))}
        </div>
      </PageSection>

      <PageSection {...homeSections.packages} {...copy.sections.packages}>
        <WithPlanDuration options={durations} legend={t.durationLegend} chosen={duration}>
          {(duration) => (
            <PackageGrid
              packages={packages}
              label={t.packagesLabel}
              belowToggle
              planDurationLabel={t.durations[duration]}
              ringMaxMbps={fastestMbps}
              onChoosePlan={(p) => openPlanDialog({ ...p, planDuration: t.durations[duration] })}
            />
          )}
        </WithPlanDuration>
        <p className="mt-6 text-center text-sm text-slate-600">
          {t.speedsNote}{' '}
          <Link to={localizedPath('/plans', language)} className="font-semibold text-brand-700 underline">
            {t.plansLink}
          </Link>
        </p>
      </PageSection>

      <SplitSection
        {...homeSections.whyChooseUs}
        {...copy.sections.whyChooseUs}
        columns="gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:items-center"
        beside={
          <dl className="mt-8 grid grid-cols-3 gap-4">
            {copy.whyChooseUs.figures.map((s) => (
              <div key={s.label} className="flex flex-col rounded-2xl bg-white p-4 shadow-sm">
                <dt className="order-2 text-xs text-slate-600 md:text-sm">{s.label}</dt>
                <dd className="order-1 text-xl font-extrabold whitespace-nowrap text-brand-800 md:text-3xl">
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
        }
      >
        <ul className="grid gap-5 sm:grid-cols-2">
          {copy.whyChooseUs.points.map((p, i) => (
            <li key={p.heading} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-400/25 text-accent-700">
                <Icon name={whyChooseUsIcons[i] ?? 'check'} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{p.heading}</h3>
              <p className="mt-1.5 text-slate-600">{p.description}</p>
            </li>
          ))}
        </ul>
      </SplitSection>

      <section id="special-offer" aria-labelledby="offer-title" className="container-page section">
        <div className="relative grid items-center gap-8 overflow-hidden rounded-3xl bg-brand-950 px-6 py-10 text-white md:px-12 md:py-14 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_right,#1d53ee_0%,transparent_60%)]"
          />
          <div className="relative">
            <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
              {t.specialOffer.eyebrow}
            </p>
            <h2
              id="offer-title"
              className="mt-2 text-2xl font-extrabold tracking-tight text-balance md:text-4xl"
            >
              {copy.specialOffer.title}
            </h2>
            <p className="mt-4 max-w-xl text-white/85">{copy.specialOffer.description}</p>
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              {copy.specialOffer.points.map((point) => (
                <li key={point} className="flex items-center gap-2 font-medium">
                  <span className="inline-flex size-6 items-center justify-center rounded-full bg-accent-500 text-ink">
                    <Icon name="check" className="size-3.5" />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="btn-accent mt-8 px-8 text-base"
              onClick={() =>
                openPlanDialog({
                  mbps: '',
                  packageTitle: copy.specialOffer.title,
                  packageDescription: [...copy.specialOffer.points],
                  price: t.specialOffer.price,
                  planDuration: t.durations[duration.current],
                  recommendation: false,
                })
              }
            >
              {t.specialOffer.button}
            </button>
            <p className="mt-4 text-xs text-white/70">{copy.specialOffer.note}</p>
          </div>
          <img
            src="/images/banners/streaming.svg"
            alt=""
            width={640}
            height={480}
            loading="lazy"
            className="relative mx-auto hidden h-auto w-full max-w-md lg:block"
          />
        </div>
      </section>

      <PageSection {...homeSections.testimonials} {...copy.sections.testimonials}>
        <Testimonials items={copy.testimonials} />
      </PageSection>

      <section id="faq" aria-labelledby="faq-title" className="container-page section">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]">
          <SectionHeading
            id="faq-title"
            eyebrow={copy.sections.faq.eyebrow}
            title={copy.sections.faq.title}
            lead={copy.sections.faq.lead}
          />
          <Faq items={faqs} name="home-faq" />
        </div>
        <JsonLd data={faqJsonLd(faqs)} />
        <JsonLd data={plansJsonLd(packages, { brand: null, path: localizedPath('/', language) })} />
      </section>
    </>
  );
}
