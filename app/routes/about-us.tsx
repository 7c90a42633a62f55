import { Banner } from '../components/banner';
import { SectionOutline } from '../components/section-outline';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/about-us';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'About Us',
    description:
      'Who we are, what we do and the team that helps you compare TV, internet and streaming providers.',
    path: '/about-us',
  });

export default function Screen() {
  return (
    <>
      <Banner
        title="About us"
        subTitle="We help households find the right TV, internet and streaming plans."
      />
      <SectionOutline
        sections={['What we do', 'Our story', 'Our mission', 'Achievements', 'Our team', 'Best providers']}
      />
    </>
  );
}
