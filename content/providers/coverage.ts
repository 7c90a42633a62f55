import type { ServiceCategory } from '../../contracts/content.ts';
import { US_STATES_AND_DC } from '../../contracts/us-states.ts';

// Where each provider sells service, by state: the data behind GET /api/availability/{zip}.
// One entry per provider of every category (content/providers/*.ts); content/providers/coverage.test.ts
// keeps the two in step. A state list says a provider *may* be available somewhere in that state,
// never at a given address: footprints stop at town and street lines, not state lines.
// Each entry names its public source. Where no source lists the states, the entry says so and the
// provider is offered as "check by address".
// Server-only data: the browser never imports this module (it asks the API).

export type Coverage =
  | { kind: 'nationwide' }
  | { kind: 'states'; states: readonly string[]; note?: string }
  | { kind: 'check-address'; note: string };

/** The 50 states and DC: what "nationwide" means here (contracts/us-states.ts). */
export { US_STATES_AND_DC };

const nationwide: Coverage = { kind: 'nationwide' };
const states = (list: string, note?: string): Coverage => ({ kind: 'states', states: list.split(' '), note });

export const internetCoverage: Record<string, Coverage> = {
  // Source: Charter Communications, "Spectrum ... in 41 states" (corporate.charter.com) and the
  // state list at spectrum.com/locations.
  spectrum: states(
    'AL AZ CA CO CT FL GA HI ID IL IN KS KY LA MA ME MI MN MO MS MT NC NE NH NJ NM NV NY OH OR PA SC TN TX UT VA VT WA WI WV WY',
  ),
  // Source: Altice USA annual report (Optimum, 21 states) and the state list at optimum.com.
  optimum: states('AZ AR CA CT ID KS KY LA MS MO NV NJ NM NY NC OH OK PA TX VA WV'),
  // Source: t-mobile.com/home-internet: eligibility is decided per address (cell capacity), and no
  // state list is published. Check by address.
  't-mobile': { kind: 'check-address', note: 'T-Mobile decides eligibility per address; no state list.' },
  // Source: AT&T wireline footprint, 21 states (att.com/internet availability pages).
  'at-t': states('AL AR CA FL GA IL IN KS KY LA MI MS MO NV NC OH OK SC TN TX WI'),
  // Source: Cox Communications, "about 18 states" (cox.com/aboutus) and its locations page.
  cox: states('AZ AR CA CT FL GA ID IA KS LA MA NE NV NC OH OK RI VA'),
  // Source: verizon.com/home: 5G Home and LTE Home eligibility is decided per address; no state
  // list is published (Fios has one, see the TV entry). Check by address.
  verizon: {
    kind: 'check-address',
    note: 'Verizon decides 5G/LTE Home eligibility per address; no state list.',
  },
  // Source: Lumen (CenturyLink) residential footprint after the 2022 sale of 20 states to
  // Brightspeed: the 14 former Qwest states plus Florida and Nevada (centurylink.com).
  century: states('AZ CO FL ID IA MN MT NE NV NM ND OR SD UT WA WY'),
  // Source: quantumfiber.com availability (facts in issue 7).
  quantum: states('AZ CO FL ID IA MN NE NM NV OR UT WA'),
  // Source: fiber.google.com/cities ("cities in 19 states", Wikipedia: Google Fiber). The states
  // below are those of the cities we could name (Google Fiber and Webpass): 17 of the 19.
  google: states('AL AZ CA CO FL GA IA IL KS MO NC NE NV TN TX UT WA', 'City networks only, not statewide.'),
  // Source: ziplyfiber.com service area (facts in issue 7).
  ziply: states('WA OR ID MT'),
  // Source: sparklight.com service areas, Cable One (facts in issue 7).
  spark: states('AL AZ AR ID IL IN IA KS LA MN MS MO NE NM ND OK OR SD TN TX WA'),
  // Source: hughesnet.com: satellite internet across the United States.
  hughesnet: nationwide,
  // Source: viasat.com: satellite internet across the United States.
  viasat: nationwide,
  // Source: Comcast, "Xfinity ... in 39 states and the District of Columbia" (corporate.comcast.com)
  // and the state list at xfinity.com/locations.
  xfinity: states(
    'AL AZ AR CA CO CT DE DC FL GA ID IL IN KS KY LA ME MD MA MI MN MS MO NH NJ NM NY NC OH OR PA SC TN TX UT VT VA WA WV WI',
  ),
};

export const tvCoverage: Record<string, Coverage> = {
  // Same footprints as their internet service (sources above).
  xfinity: internetCoverage.xfinity as Coverage,
  spectrum: internetCoverage.spectrum as Coverage,
  cox: internetCoverage.cox as Coverage,
  optimum: internetCoverage.optimum as Coverage,
  // Source: directv.com: satellite TV across the United States.
  directv: nationwide,
  // Source: dish.com: satellite TV across the United States (facts in issue 7).
  dish: nationwide,
  // Source: verizon.com/home/fios: Fios in parts of 9 states and DC.
  fios: states('CT DE DC MD MA NJ NY PA RI VA'),
  // Source: Mediacom press releases speak of a "22 state footprint" but no public page lists the
  // states. Check by address.
  mediacom: { kind: 'check-address', note: 'Mediacom publishes no state list (a "22 state footprint").' },
};

// Source: each service's own site (netflix.com, hulu.com, disneyplus.com, max.com, peacocktv.com,
// paramountplus.com, primevideo.com, tv.apple.com, tv.youtube.com, sling.com, fubo.tv,
// directv.com/stream, philo.com): streamed over any home internet connection across the United
// States. Live TV services vary their local channels by ZIP, not whether they can be had.
export const streamingCoverage: Record<string, Coverage> = {
  netflix: nationwide,
  hulu: nationwide,
  'disney-plus': nationwide,
  max: nationwide,
  peacock: nationwide,
  'paramount-plus': nationwide,
  'prime-video': nationwide,
  'apple-tv': nationwide,
  'youtube-tv': nationwide,
  'sling-tv': nationwide,
  fubo: nationwide,
  'hulu-live-tv': nationwide,
  'directv-stream': nationwide,
  philo: nationwide,
};

export const coverage: Record<ServiceCategory, Record<string, Coverage>> = {
  tv: tvCoverage,
  internet: internetCoverage,
  streaming: streamingCoverage,
};

/** Whether the provider may serve somewhere in the state, and on what basis; undefined if not. */
export function coverageIn(
  entry: Coverage,
  state: string,
): 'nationwide' | 'state' | 'check-address' | undefined {
  switch (entry.kind) {
    case 'nationwide':
      return US_STATES_AND_DC.includes(state) ? 'nationwide' : undefined;
    case 'states':
      return entry.states.includes(state) ? 'state' : undefined;
    case 'check-address':
      return 'check-address';
  }
}
