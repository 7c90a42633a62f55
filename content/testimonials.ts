import type { Testimonial } from './base/ui.ts';

// Customer testimonials (SPEC 3: static, rated 5 of 5). Names and cities are placeholders.
export const testimonials: readonly Testimonial[] = [
  {
    text: 'I had no idea fiber was available on my street. The specialist found a plan that is faster and $20 a month cheaper than what I had.',
    name: 'Maria G.',
    city: 'Phoenix, AZ',
  },
  {
    text: 'Moving is stressful enough. One call and my internet and TV were scheduled for the day after we got the keys.',
    name: 'James T.',
    city: 'Columbus, OH',
  },
  {
    text: 'The comparison tables were honest about fees. No surprises on the first bill, which is a first for me.',
    name: 'Priya S.',
    city: 'Raleigh, NC',
  },
  {
    text: 'We cut the cable and went with a live TV streaming service. They explained which one had our local channels.',
    name: 'Robert L.',
    city: 'Denver, CO',
  },
  {
    text: 'Friendly, quick and no pressure. I compared three providers in ten minutes and picked the one that fit.',
    name: 'Aisha K.',
    city: 'Atlanta, GA',
  },
  {
    text: 'Rural internet options are confusing. They walked me through satellite and 5G home internet and I chose 5G.',
    name: 'Daniel M.',
    city: 'Bozeman, MT',
  },
];
