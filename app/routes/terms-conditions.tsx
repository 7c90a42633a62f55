import { Banner } from '../components/banner';
import { SectionOutline } from '../components/section-outline';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/terms-conditions';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Terms & Conditions',
    description: 'The terms that apply when you use this website and request offers through it.',
    path: '/terms-conditions',
  });

export default function Screen() {
  return (
    <>
      <Banner title="Terms & Conditions" subTitle="Please read these terms before you use the site." />
      <SectionOutline
        sections={[
          'Information about the company',
          'Online ordering',
          'Charges and fees',
          'Refunds',
          'Rights',
          'Changes',
          'Suspension and termination',
          'Liability',
          'Device claims and warranties',
        ]}
      />
    </>
  );
}
