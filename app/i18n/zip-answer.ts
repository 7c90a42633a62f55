// The words of the ZIP prompt's answer (components/forms/zip-answer.tsx) and of the coverage list the
// Check Availability dialog shows: loaded with the answer's chunk, at the first lookup, not with a
// page. The English the site has always shown; the Spanish twin is zip-answer.es.ts.
import { internetTypeLabels } from '../../content/providers/internet.ts';
import type { BroadbandTechnology } from '../../contracts/availability';

export const zipAnswer = {
  /** A heading per category of the answer. */
  categories: { internet: 'Internet', tv: 'TV', streaming: 'Streaming' },
  notServed: (name: string, state: string) =>
    `${name} does not list ${state} in its service area. These providers may serve it instead.`,
  nationwide: (name: string) => `${name} is offered across the US, so it may be available to you.`,
  inState: (name: string, state: string) =>
    `${name} serves parts of ${state}, so it may be available to you.`,
  checkAddress: (name: string) => `${name} may be available here: check your address to be sure.`,
  boundary: (state: string) =>
    `A ZIP code is not a service boundary: these providers serve parts of ${state} and may or may not reach your street. Only your exact address can tell.`,
  /** The internet providers by type of connection (the types the API names in English). */
  internetTypes: internetTypeLabels,
  estimateCoverage: (zip: string, state: string) =>
    `Above: reported for ZIP ${zip}. By type: providers listing ${state} (an estimate by state).`,
  estimateState: (state: string) => `An estimate: providers whose published service area includes ${state}.`,
  /** Explains the asterisk after some providers' names. */
  asterisk: '* No published coverage by state: only an address check can tell.',
  checkButton: 'Check availability at your address',
  reported: (zip: string) => `Reported in ZIP ${zip}`,
  sample: ' (sample data)',
  plansAt: (zip: string) => `Plans and prices at ${zip}`,
  sampleNote: 'Sample data, not real coverage. ',
  /** The source of the coverage figures, with the data's date when known ("as of June 30, 2025"). */
  source: (asOf: string | null) =>
    `FCC Broadband Data Collection${asOf ? `, as of ${asOf}` : ''}: share of homes with any service reported.`,
  /** The locale dates and figures are written in. */
  locale: 'en-US',
  /** One technology's line: "Cable: up to 1 Gbps down, 35 Mbps up; 80% of homes". */
  coverageLine: (technologies: string, down: string, up: string, share: string) =>
    `${technologies}: up to ${down} down, ${up} up; ${share} of homes`,
  /** A technology in the coverage data: English shows the API's words ("Fiber to the premises"). */
  technology: (_type: BroadbandTechnology, label: string) => label,
  noService: 'No residential service reported.',
  noneListed: 'None listed for this area.',
};

export type ZipAnswerMessages = typeof zipAnswer;
