import { data } from 'react-router';
import { genericDetailPath, providerPath } from '../../content/pages.ts';
import { streamingProviders } from '../../content/providers/streaming.ts';
import { Banner } from '../components/banner';
import { SectionOutline } from '../components/section-outline';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/streaming-detail';

export function loader({ params }: Route.LoaderArgs) {
  if (!params.provider) return { provider: null };
  const provider = streamingProviders.find((p) => p.slug === params.provider);
  if (!provider) throw data(null, { status: 404 });
  return { provider };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const p = loaderData.provider;
  return p
    ? pageMeta({
        title: `${p.name} Plans and Prices`,
        description: `${p.name} streaming plans, prices, channels and how it compares with other services.`,
        path: providerPath.streaming(p.slug),
      })
    : pageMeta({
        title: 'Streaming TV Plans and Prices',
        description: 'Compare live TV streaming plans: price, live channels, streams and cloud DVR.',
        path: genericDetailPath.streaming,
      });
};

export default function StreamingDetail({ loaderData }: Route.ComponentProps) {
  const name = loaderData.provider?.name;
  return (
    <>
      <Banner
        eyebrow="Streaming"
        title={name ? `${name} plans and prices` : 'Streaming TV plans'}
        subTitle="Live channels, on-demand shows and cloud DVR without a cable box."
      />
      <SectionOutline
        sections={[
          'Plans',
          'Check your zip code',
          'Streaming packages',
          'Providers near you',
          'Bundle with internet',
          'Testimonials',
          'FAQ',
        ]}
      />
    </>
  );
}
