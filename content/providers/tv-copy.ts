import type { CategoryListingCopy } from '../../contracts/content.ts';
import { banner } from '../base/blocks.ts';
import type { ProvidersNearYouContent, Testimonial } from '../base/ui.ts';

// Copy of the TV listing page (/service/tv). Its comparison table and lineup links are built by the
// route from tv.ts, with their words from app/i18n/tv-listing.ts.

export const tvListingCopy: CategoryListingCopy = {
  bannerContent: banner(
    'tv',
    'Compare TV providers',
    'Cable, satellite and fiber TV side by side: channels, prices and where each one is sold.',
  ),
  intro: 'Eight TV providers, from 190+ to 350+ channels. Pick one to see its packages and prices.',
};

export const tvNearYou: ProvidersNearYouContent = {
  heading: 'TV providers near you',
  subHeading: 'Tell us where you live and a specialist checks which TV providers serve your address.',
};

export const tvTestimonials: readonly Testimonial[] = [
  {
    text: 'I had no idea two cable companies served my street. They compared both and I saved on the same channels.',
    name: 'Maria G.',
    city: 'Phoenix, AZ',
  },
  {
    text: 'The comparison table made it easy to see which satellite plan had the sports networks I wanted.',
    name: 'Derek W.',
    city: 'Boise, ID',
  },
  {
    text: 'Quick call, clear prices, and the installer came two days later. No surprises on the first bill.',
    name: 'Priya S.',
    city: 'Columbus, OH',
  },
  {
    text: 'They told me up front which fees were extra. That honesty is why I ordered through them.',
    name: 'James T.',
    city: 'Richmond, VA',
  },
];
