import { Link } from 'react-router';
import { providerPageText } from '../../content/page-text.ts';
import { internetDetailSections } from '../../content/providers/internet-detail-sections.ts';
import {
  internetDetail,
  internetFeatureCards,
  internetTestimonials,
} from '../../content/providers/internet-details.ts';
import { ComparisonSection } from '../components/comparison-table';
import { LinkList } from '../components/link-list';
import { PackageGrid } from '../components/package-card';
import { PageSection } from '../components/page-section';
import { ServiceCardGrid } from '../components/service-card';
import { ServicePage } from '../components/service-page';
import { ZipPrompt } from '../components/zip-prompt';
import { openPlanDialog } from '../lib/dialogs';
import { providerDetailLoader } from '../lib/provider-detail';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/internet-detail';

export const loader = providerDetailLoader('internet', internetDetail);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...providerPageText.internet(loaderData.detail.providerName), path: loaderData.path });

export default function InternetDetail({ loaderData }: Route.ComponentProps) {
  const { detail, path } = loaderData;
  const name = detail.providerName;
  const sections = internetDetailSections(detail);
  return (
    <ServicePage
      category="internet"
      copy={detail}
      page={{ name: name ?? 'Internet plans', path }}
      eyebrow={name ? 'Internet provider' : undefined}
      plans={{ items: detail.plans, brand: name }}
      testimonials={internetTestimonials}
      faqTitle={name ? `${name} internet questions` : 'Internet questions'}
    >
      <PageSection {...sections.features}>
        <ServiceCardGrid cards={internetFeatureCards} />
      </PageSection>

      <PageSection {...sections.plans}>
        <PackageGrid packages={detail.plans} label="Internet plans" onChoosePlan={openPlanDialog} />
      </PageSection>

      <div className="container-page pt-14 md:pt-20">
        <ZipPrompt
          heading={name ? `Is ${name} available at your address?` : 'See which providers serve your area'}
        />
      </div>

      <ComparisonSection
        {...sections.compare}
        table={detail.comparison}
        caption="Internet packages compared"
        priced
      />

      <section aria-labelledby="other-services-title" className="container-page pb-14 md:pb-20">
        <div className="rounded-3xl bg-brand-950 px-6 py-10 text-white md:px-12">
          <h2 id="other-services-title" className="text-2xl font-bold md:text-3xl">
            Looking for other services?
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {detail.otherServices.map((s) => (
              <li key={s.to}>
                <Link to={s.to} className="btn-accent w-full">
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection {...sections.resources}>
        <LinkList items={detail.resources} label="Internet resources" columns={2} />
      </PageSection>
    </ServicePage>
  );
}
