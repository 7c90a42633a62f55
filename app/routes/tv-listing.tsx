import { Banner } from '../components/banner';
import { SectionOutline } from '../components/section-outline';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/tv-listing';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'TV Providers',
    description:
      'Compare cable, satellite and fiber TV providers: channels, prices and availability near you.',
    path: '/service/tv',
  });

export default function Screen() {
  return (
    <>
      <Banner title="Compare TV providers" subTitle="Cable, satellite and fiber TV side by side." />
      <SectionOutline
        sections={[
          'TV providers',
          'All channels lineup',
          'Providers comparison',
          'Providers near you',
          'Streaming',
          'Testimonials',
          'FAQ',
        ]}
      />
    </>
  );
}
