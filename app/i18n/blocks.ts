// The words of page blocks several pages share (the package cards, the testimonials carousel): the
// English the site has always shown. The components read this area themselves, so a page shows
// them in its language. The Spanish twin is blocks.es.ts.
import { priceNote } from '../../content/base/ui.ts';

export const blocks = {
  packageCard: {
    /** A band across the top of the card a page recommends. */
    recommendation: 'Recommendation',
    /** Above the speed in the card's ring ("Up to" 120 Mbps). */
    upTo: 'Up to',
    /** Read by screen readers after the package's name: ", up to 120 Mbps". */
    upToMbps: (mbps: number) => `, up to ${mbps} Mbps`,
    /** Above the price, the plan duration chosen above the cards: "One Month plan". */
    durationPlan: (duration: string) => `${duration} plan`,
    choosePlan: 'Choose Plan',
    /** After the price: per month. */
    perMonth: '/mo',
    /** Under the price. */
    priceNote: priceNote as string,
  },
  carousel: {
    /** Names the carousel of customer testimonials, for screen readers. */
    label: 'Customer testimonials',
    /** Read instead of the five stars. */
    rated: (value: number, max: number) => `Rated ${value} out of ${max}`,
    /** Names each slide for screen readers: "2 of 6". */
    slide: (n: number, total: number) => `${n} of ${total}`,
    /** The dots under the carousel, read by screen readers. */
    goToSlide: (n: number) => `Go to slide ${n}`,
    next: 'Next testimonial',
    previous: 'Previous testimonial',
    /** Said by screen readers after the visitor moves the carousel. */
    showingOne: (n: number, total: number) => `Showing testimonial ${n} of ${total}`,
    showingSome: (first: number, last: number, total: number) =>
      `Showing testimonials ${first} to ${last} of ${total}`,
  },
};

export type BlockMessages = typeof blocks;
