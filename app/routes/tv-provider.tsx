import { data } from 'react-router';
import { providerPath } from '../../content/pages.ts';
import { tvProviders } from '../../content/providers/tv.ts';
import { Banner } from '../components/banner';
import { SectionOutline } from '../components/section-outline';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/tv-provider';

export function loader({ params }: Route.LoaderArgs) {
  const provider = tvProviders.find((p) => p.slug === params.provider);
  if (!provider) throw data(null, { status: 404 });
  return { provider };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${loaderData.provider.name} TV Plans and Packages`,
    description: `${loaderData.provider.name} TV packages, prices by region, equipment and availability near you.`,
    path: providerPath.tv(loaderData.provider.slug),
  });

export default function TvProvider({ loaderData }: Route.ComponentProps) {
  const { provider } = loaderData;
  return (
    <>
      <Banner eyebrow="TV provider" title={`${provider.name} TV plans and packages`} />
      <SectionOutline
        sections={[
          'Plan duration',
          'Popular packages',
          'Check your zip code',
          'West region',
          'Central region',
          'Northeast region',
          'Top-rated equipment',
          'Testimonials',
          'FAQ',
        ]}
      />
    </>
  );
}
