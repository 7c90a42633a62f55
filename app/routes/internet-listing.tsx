import { Link } from 'react-router';
import { categoryPaths, providerPath } from '../../content/base/paths.ts';
import { internetText } from '../../content/page-text.ts';
import { internetProviders, internetTypeLabels } from '../../content/providers/internet.ts';
import {
  internetListingCopy,
  internetNearYou,
  internetProvidersByType,
  internetTestimonials,
} from '../../content/providers/internet-details.ts';
import { internetListingSections } from '../../content/providers/internet-listing-sections.ts';
import { Icon } from '../components/icons';
import { PageSection } from '../components/page-section';
import { ProviderLogoGrid } from '../components/provider-logo-grid';
import { providerTiles } from '../components/provider-tiles';
import { ServicePage } from '../components/service-page';
import { Wordmark } from '../components/wordmark';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/internet-listing';

export const meta: Route.MetaFunction = () => pageMeta({ ...internetText, path: categoryPaths.internet });

export default function InternetListing() {
  const groups = internetProvidersByType();
  return (
    <ServicePage
      category="internet"
      copy={internetListingCopy}
      nearYou={internetNearYou}
      testimonials={internetTestimonials}
      testimonialsTone="muted"
      faqTitle="Internet questions"
    >
      <PageSection {...internetListingSections.providers}>
        <ProviderLogoGrid
          label="Internet providers"
          providers={providerTiles('internet', internetProviders, (p) => internetTypeLabels[p.type])}
        />
      </PageSection>

      <PageSection {...internetListingSections.providersByType}>
        <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
          {groups.map((g) => (
            <section
              key={g.type}
              aria-labelledby={`type-${g.type}`}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 id={`type-${g.type}`} className="text-lg font-bold text-ink">
                {g.label}
              </h3>
              <ul aria-label={`${g.label} providers`} className="mt-3 divide-y divide-slate-100">
                {g.providers.map((p) => (
                  <li key={p.slug}>
                    <Link
                      to={providerPath.internet(p.slug)}
                      className="flex items-center justify-between gap-3 rounded-lg py-3 hover:bg-slate-50"
                    >
                      <Wordmark name={p.name} size="sm" />
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
