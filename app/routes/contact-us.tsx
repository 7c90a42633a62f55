import { Banner } from '../components/banner';
import { SectionOutline } from '../components/section-outline';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Contact Us',
    description: 'Call, e-mail or send us a message: our specialists answer every day from 7am to 11pm ET.',
    path: '/contact-us',
  });

export default function Screen() {
  return (
    <>
      <Banner title="Contact us" subTitle="We answer every day, 7am-11pm ET." />
      <SectionOutline
        sections={[
          'Map',
          'Office address',
          'Phone and e-mail',
          'Need help?',
          'Opening hours',
          'Send Us A Message',
        ]}
      />
    </>
  );
}
