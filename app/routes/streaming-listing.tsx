import { Banner } from '../components/banner';
import { SectionOutline } from '../components/section-outline';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/streaming-listing';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Streaming Services',
    description: 'Compare on-demand and live TV streaming services and find the right one for you.',
    path: '/service/streaming',
  });

export default function Screen() {
  return (
    <>
      <Banner title="Compare streaming services" subTitle="On-demand and live TV streaming side by side." />
      <SectionOutline
        sections={['On-demand services', 'Live TV streaming', 'Providers near you', 'Testimonials', 'FAQ']}
      />
    </>
  );
}
