import { Banner } from '../components/banner';
import { SectionOutline } from '../components/section-outline';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Privacy Policy',
    description:
      'What the forms on this site collect, why, how long we keep it and how to ask us to delete it.',
    path: '/privacy-policy',
  });

export default function Screen() {
  return (
    <>
      <Banner title="Privacy Policy" subTitle="What we collect, why, and your choices." />
      <SectionOutline
        sections={[
          'What we collect',
          'Why we collect it',
          'How long we keep it',
          'Who we share it with',
          'Your choices',
        ]}
      />
    </>
  );
}
