import { Banner } from '../components/banner';
import { SectionOutline } from '../components/section-outline';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/internet-listing';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Internet Providers',
    description:
      'Compare home internet providers by type: 5G, cable, fiber, DSL and satellite, and check who serves your address.',
    path: '/service/internet',
  });

export default function Screen() {
  return (
    <>
      <Banner
        title="Compare internet providers"
        subTitle="Fiber, cable, 5G, DSL and satellite internet side by side."
      />
      <SectionOutline
        sections={['Internet providers', 'Providers by type', 'Providers near you', 'Testimonials', 'FAQ']}
      />
    </>
  );
}
