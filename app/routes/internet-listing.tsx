import { Link } from 'react-router';
import { categoryPaths, providerPath } from '../../content/base/paths.ts';
import { internetListingCopy, internetProvidersByType } from '../../content/providers/internet-details.ts';
import { internetListingSections } from '../../content/providers/internet-listing-sections.ts';
import { Icon } from '../components/icons';
import { PageSection } from '../components/page-section';
import { ProviderLogoGrid } from '../components/provider-logo-grid';
import { providerTiles } from '../components/provider-tiles';
import { richFaqItems } from '../components/rich-text';
import { ServicePage } from '../components/service-page';
import { Wordmark } from '../components/wordmark';
import { localizedMeta, localizedPath, useLanguage, useMessages } from '../i18n/i18n';
import { internetListing } from '../i18n/internet-listing';
import { listingLoader } from '../lib/page-copy';
import { useProviders } from '../lib/providers';
import type { Route } from './+types/internet-listing';

// The page in English at /service/internet and in Spanish at /es/service/internet (routes.ts).
export const meta: Route.MetaFunction = localizedMeta(
  'internetListing',
  internetListing,
  categoryPaths.internet,
  (t) => t,
);

/** The editors' banner, testimonials and FAQ of the page in its language, and the providers' logos (app/lib/page-copy.ts). */
export function loader(args: Route.LoaderArgs) {
  return listingLoader('internet', args);
}

export default function InternetListing({ loaderData: copy }: Route.ComponentProps) {
  const t = useMessages('internetListing', internetListing);
  const language = useLanguage();
  const internetProviders = useProviders().internet;
  const groups = internetProvidersByType(internetProviders);
  return (
    <ServicePage
      category="internet"
      copy={{
        bannerContent: { ...internetListingCopy.bannerContent, ...copy.banner, buttonLabel: t.banner.button },
        faqInfo: richFaqItems(copy.faqs),
      }}
      nearYou={copy.nearYou}
      testimonials={copy.testimonials}
      testimonialsTone="muted"
      faqTitle={copy.faqTitle}
    >
      <PageSection {...internetListingSections.providers} {...copy.sections.providers}>
        <ProviderLogoGrid
          label={t.providersLabel}
          providers={providerTiles('internet', internetProviders, (p) => t.types[p.type], copy.logos)}
        />
      </PageSection>

      <PageSection {...internetListingSections.providersByType} {...copy.sections.providersByType}>
        <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
          {groups.map((g) => (
            <section
              key={g.type}
              aria-labelledby={`type-${g.type}`}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 id={`type-${g.type}`} className="text-lg font-bold text-ink">
                {t.types[g.type]}
              </h3>
              <ul aria-label={t.typeProviders(t.types[g.type])} className="mt-3 divide-y divide-slate-100">
                {g.providers.map((p) => (
                  <li key={p.slug}>
                    <Link
                      to={localizedPath(providerPath.internet(p.slug), language)}
                      className="flex items-center justify-between gap-3 rounded-lg py-3 hover:bg-slate-50"
                    >
                      <Wordmark name={p.name} size="sm" logo={copy.logos[p.slug]} />
                      <Icon name="arrow-right" className="size-4 shrink-0 text-brand-700" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </PageSection>
    </ServicePage>
  );
}
