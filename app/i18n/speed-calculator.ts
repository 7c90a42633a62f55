// The speed calculator's messages (/speed-calculator): its form, the answer, every line of the
// reasoning and the figures' sources. The title, the description and the FCC guide's figures,
// notes and sources are content/ (plan-finder.ts, speed-guide.ts). The Spanish twin is
// speed-calculator.es.ts. Speeds are written the same in both languages ("1,000 Mbps").
import { speedCalculatorText } from '../../content/plan-finder.ts';
import {
  type ActivityId,
  activities,
  perDevice,
  perPerson,
  speedSources,
} from '../../content/speed-guide.ts';
import { pluralOf } from '../lib/speed-calculator';

const byActivity = <T>(pick: (a: (typeof activities)[number]) => T) =>
  Object.fromEntries(activities.map((a) => [a.id, pick(a)])) as Record<ActivityId, T>;

const unit = (one: string): readonly [string, string, string] => [one, pluralOf(one), 'each'];

export const speedCalculator = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: speedCalculatorText.title,
  description: speedCalculatorText.description,
  banner: {
    /** Small words above the banner's title (the title and lead are the editors': `tool-page`). */
    eyebrow: 'Speed calculator',
  },
  /** The form's heading: how many people, devices and activities at the busiest moment. */
  inputsHeading: 'Your household, at its busiest',
  /** The form's fields: how many of each at once. */
  fields: {
    people: 'People at home who go online',
    devices: 'Connected devices (phones, laptops, TVs, consoles)',
    ...byActivity((a) => a.label),
  },
  /** Only without JavaScript: works the answer out by loading the page again. */
  submit: 'Work it out',
  /**
   * The summary kept in view on narrow screens, around two speeds in bold:
   * "You need at least [100 Mbps] down and [20 Mbps] up."
   */
  need: { before: 'You need at least', middle: 'down and', after: 'up.' },
  answerHeading: 'What we recommend',
  /** The answer, said politely when it changes: "At least [100 Mbps] download and [20 Mbps] upload." */
  answer: { before: 'At least', middle: 'download and', after: 'upload.' },
  /** Leads to the plan finder with that minimum download. */
  findPlans: (mbps: number) => `Find plans with at least ${mbps} Mbps`,
  workingHeading: 'How we worked it out',
  caption: 'Speed needed by each activity, all at the same time',
  /** The table's column headings: what is done at the same time, and the speeds it needs. */
  columns: { activity: 'At the same time', download: 'Download', upload: 'Upload' },
  /**
   * One line of the sum: "2 × 4K streams at 25 Mbps down, 0 Mbps up each". unit: [one, several,
   * "each" as it agrees with them] from `units`; down and up: "25 Mbps".
   */
  line: (count: number, unit: readonly [string, string, string], down: string, up: string) =>
    `${count} × ${count === 1 ? unit[0] : unit[1]} at ${down} down, ${up} up each`,
  /** What each line counts: [one, several, "each"]. */
  units: {
    people: unit('person browsing'),
    devices: unit('device in the background'),
    ...byActivity((a) => unit(a.unit)),
  },
  total: 'All at once',
  /** percent: 25. */
  headroom: (percent: number) => `Plus ${percent} % for peaks and Wi-Fi losses`,
  rounded: 'Rounded up to a plan speed you can buy',
  /** tiers: "25, 50, 100, …". */
  tiers: (tiers: string) =>
    `Plan speeds we round to: ${tiers} Mbps. The FCC counts a connection as broadband from 100 Mbps download and 20 Mbps upload.`,
  figuresHeading: 'The figures we use',
  /** down and up: "1 Mbps"; source: `sourceNames`; note: what the FCC guide says, in its words. */
  perPerson: (down: string, source: string, note: string, up: string, upSource: string) =>
    `Each person browsing: ${down} down (${source}: ${note}), ${up} up (${upSource}).`,
  perDevice: (down: string, up: string, note: string) =>
    `Each device in the background: ${down} down, ${up} up (${note}).`,
  /** label: the activity (`fields`). */
  activity: (label: string, down: string, source: string, note: string, up: string, upSource: string) =>
    `${label}: ${down} down (${source}: ${note}), ${up} up (${upSource}).`,
  /** Where a figure comes from: the FCC's guide, or our own estimate. */
  sourceNames: { fccGuide: 'FCC guide', estimate: 'our estimate' },
  /** The FCC guide's words for each figure (content/speed-guide.ts). */
  notes: {
    perPerson: perPerson.note as string,
    perDevice: perDevice.note as string,
    ...byActivity((a) => a.note),
  },
  sourcesHeading: 'Sources',
  /** The sources' names (the FCC's pages are in English). */
  sources: {
    'fcc-guide': speedSources['fcc-guide'].name as string,
    'fcc-benchmark': speedSources['fcc-benchmark'].name as string,
    estimate: speedSources.estimate.name as string,
  },
};

export type SpeedCalculatorMessages = typeof speedCalculator;
