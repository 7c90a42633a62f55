import { Banner } from '../components/banner';
import { SectionOutline } from '../components/section-outline';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Compare TV, Internet and Streaming Plans',
    description:
      'Compare TV, home internet and streaming providers and plans near you, check availability at your address and get a free call back.',
    path: '/',
  });

export default function Screen() {
  return (
    <>
      <Banner
        title="Compare TV, internet and streaming plans near you"
        subTitle="One call or one form: we check what is available at your address and find the plan that fits."
      />
      <SectionOutline
        sections={[
          'Services',
          'Top providers',
          'Packages',
          'Why choose us',
          'Special offer',
          'Testimonials',
          'FAQ',
        ]}
      />
    </>
  );
}
