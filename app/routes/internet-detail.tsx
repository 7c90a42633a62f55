import { data } from 'react-router';
import { genericDetailPath, providerPath } from '../../content/pages.ts';
import { internetProviders } from '../../content/providers/internet.ts';
import { Banner } from '../components/banner';
import { SectionOutline } from '../components/section-outline';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/internet-detail';

export function loader({ params }: Route.LoaderArgs) {
  if (!params.provider) return { provider: null };
  const provider = internetProviders.find((p) => p.slug === params.provider);
  if (!provider) throw data(null, { status: 404 });
  return { provider };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const p = loaderData.provider;
  return p
    ? pageMeta({
        title: `${p.name} Internet Plans and Prices`,
        description: `${p.name} home internet plans, speeds and prices, and how to check availability at your address.`,
        path: providerPath.internet(p.slug),
      })
    : pageMeta({
        title: 'Home Internet Plans and Prices',
        description:
          'Compare home internet plans by speed, price and devices, and check availability at your address.',
        path: genericDetailPath.internet,
      });
};

export default function InternetDetail({ loaderData }: Route.ComponentProps) {
  const name = loaderData.provider?.name;
  return (
    <>
      <Banner
        eyebrow="Internet"
        title={name ? `${name} internet plans` : 'Home internet plans'}
        subTitle="Fast, reliable home internet with Wi-Fi included."
      />
      <SectionOutline
        sections={[
          'Wi-Fi gateway, hotspots and mobile',
          'Plans',
          'Check your zip code',
          'Compare packages',
          'Other services',
          'Resources',
          'Testimonials',
          'FAQ',
        ]}
      />
    </>
  );
}
