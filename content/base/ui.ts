// SPEC 9 interaction constants and the shapes of the UI content blocks (cards, testimonials,
// team members). The components and their tests read the numbers from here, so they are written once.

/** Progress circle on a package card (SPEC 4, 9): 20 ms per step, +5 per step, starts at 10% visible. */
export const progressAnimation = { stepMs: 20, step: 5, threshold: 0.1 } as const;

/** About counters (SPEC 4, 9): 0 → target in 1000 ms, once half the strip is visible. */
export const counterAnimation = { durationMs: 1000, threshold: 0.5 } as const;

/**
 * Testimonials carousel (SPEC 9). Embla's `duration` is not milliseconds but a physics factor
 * (default 25, slower when higher); 38 settles a one-slide move in roughly 700 ms.
 */
export const testimonialCarousel = {
  loop: true,
  drag: true,
  autoplay: false,
  speedMs: 700,
  emblaDuration: 38,
  /** Slides visible from each minimum viewport width (px). */
  itemsPerWidth: [
    { minWidth: 0, items: 1 },
    { minWidth: 768, items: 2 },
    { minWidth: 1192, items: 3 },
  ],
} as const;

/** SPEC 9: rating maximum; testimonials are always shown as 5 of 5. */
export const ratingMax = 5;

export type IconName =
  | 'tv'
  | 'wifi'
  | 'streaming'
  | 'router'
  | 'hotspot'
  | 'mobile'
  | 'shield'
  | 'headset'
  | 'tag'
  | 'bolt'
  | 'map'
  | 'star'
  | 'users'
  | 'heart'
  | 'dvr';

/** Service card / feature card (SPEC 3). `icon` names an inline icon instead of a remote iconUrl. */
export type ServiceCard = {
  icon: IconName;
  serviceHeading: string;
  serviceDescription: string;
  link?: { label: string; to: string };
  bulletPoints?: string[];
};

/** Team member (SPEC 3): avatar illustration, name, role. */
export type TeamMember = {
  iconUrl: string;
  serviceHeading: string;
  serviceDescription: string;
};

/** Testimonial (SPEC 3): the rating is always 5 of 5 and is not stored. */
export type Testimonial = { text: string; name: string; city: string };

/** Providers-near-you block (SPEC 3). */
export type ProvidersNearYouContent = { heading: string; subHeading: string };

/** A plan-duration choice (SPEC 4): the value is the contract, the label varies by page. */
export type PlanDurationValue = 'month' | 'months' | 'year';
export type PlanDurationOption = { value: PlanDurationValue; label: string };

/** Home labels (SPEC 4). */
export const planDurationsHome: readonly PlanDurationOption[] = [
  { value: 'month', label: 'One Month' },
  { value: 'months', label: 'Six Months' },
  { value: 'year', label: 'One Year' },
];

/** TV provider detail labels (SPEC 2 spells them One Month, Six Month, One Year). */
export const planDurationsTv: readonly PlanDurationOption[] = [
  { value: 'month', label: 'One Month' },
  { value: 'months', label: 'Six Month' },
  { value: 'year', label: 'One Year' },
];

/** Price honesty (issue 5): the one short note shown with every sample price. */
export const priceNote = 'Sample pricing. Taxes and equipment fees extra.';
