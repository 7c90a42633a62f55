// The plan finder's messages (/plans): its controls, filters, sorts, answers and announcements,
// the plan cards, the comparison and the Broadband Facts label's field names. The title and
// description are content/plan-finder.ts's. The Spanish twin is plan-finder.es.ts. Prices, speeds
// (Mbps, Gbps, ms) and plan ids are written the same in both languages (US figures: 1,000.5).
import { plansText } from '../../content/plan-finder.ts';

const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);

export const planFinder = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: plansText.title,
  description: plansText.description,
  banner: {
    /** Small words above the banner's title (the title and lead are the editors': `tool-page`). */
    eyebrow: 'Plan finder',
  },
  /** Names the ZIP search, for screen readers. */
  zipSearch: 'Find plans at a ZIP code',
  zipLabel: 'ZIP code',
  findPlans: 'Find plans',
  /** Names the filters beside the results, for screen readers. */
  filtersLabel: 'Filter and sort plans',
  /** Phones: the button that shows or hides the filters, with how many are in use. */
  filtersToggle: (n: number) => (n ? `Filters and sort (${n} in use)` : 'Filters and sort'),
  technologyLegend: 'Technology',
  /** A plan's connection technology (checkbox labels, the badge on each plan). */
  technologies: {
    fiber: 'Fiber',
    cable: 'Cable',
    dsl: 'DSL',
    'fixed-wireless': 'Fixed wireless',
    satellite: 'Satellite',
    other: 'Other',
  },
  /** "Fiber or cable": the technologies a plan may use when the data do not tell which (lower case after the first). */
  technologiesOr: ' or ',
  minDownload: { label: 'Minimum download', any: 'Any speed' },
  minUpload: { label: 'Minimum upload', any: 'Any speed' },
  maxPrice: {
    label: 'Maximum price',
    any: 'Any price',
    /** A choice of the maximum price: "$50 a month". */
    amount: (n: number) => `$${n} a month`,
  },
  maxLatency: {
    label: 'Maximum latency',
    any: 'Any latency',
    /** A choice of the maximum typical latency: "50 ms". */
    amount: (n: number) => `${n} ms`,
  },
  termsLegend: 'Terms',
  noContract: 'No contract',
  noDataCap: 'No data cap',
  sortBy: 'Sort by',
  /** The sort choices; also said in the results' sentence in lower case ("…, lowest regular price first"). */
  sorts: {
    price: 'Lowest regular price',
    'monthly-cost': 'Lowest monthly cost with fees',
    'first-year-cost': 'Lowest first-year cost',
    download: 'Fastest download',
    'price-per-mbps': 'Lowest price per Mbps',
  },
  /** Then a link to the speed calculator ("Work it out"), then a full stop. */
  speedQuestion: 'Not sure what speed you need?',
  speedLink: 'Work it out',
  /** Only without JavaScript: applies the filters by loading the page again. */
  applyFilters: 'Apply filters',
  /** The results' heading once a ZIP code is answered: ZIP, city, state. */
  resultsHeading: (zip: string, city: string, state: string) => `Plans at ${zip}, ${city}, ${state}`,
  /** The results' heading before any ZIP code is answered. */
  resultsHeadingEmpty: 'Plans',
  /** Names the list of plans, for screen readers. */
  resultsList: (zip: string) => `Plans at ${zip}`,
  /** The one sentence said (politely, by screen readers too) when the results change. */
  status: {
    idle: 'Enter your ZIP code to see the plans reported there.',
    malformed: (zip: string) => `“${zip}” is not a ZIP code: enter 5 digits, for example 98101.`,
    loading: (zip: string) => `Looking up plans at ${zip}…`,
    unknown: (zip: string) => `We could not find ZIP code ${zip}. Check the digits and try again.`,
    failed: (zip: string) => `We could not load the plans for ${zip} just now.`,
    /** No FCC coverage data imported for the ZIP's state. */
    noCoverage: (zip: string, city: string, state: string) =>
      `No coverage data for ZIP ${zip} (${city}, ${state}) yet, so we cannot list its plans.`,
    noMatch: (zip: string) => `No plan at ${zip} matches these filters.`,
    noPlans: (zip: string) => `No provider reported at ${zip} has published plans we hold.`,
    /** sort: one of `sorts`, in lower case; sample: the answer is the generated sample data. */
    found: (total: number, zip: string, city: string, state: string, sort: string, sample: boolean) =>
      `${total} ${plural(total, 'plan', 'plans')} at ${zip} (${city}, ${state}), ${sort} first${sample ? '. Sample data' : ''}.`,
  },
  tryAgain: 'Try again',
  noCoverage: {
    /** state: the two-letter state code of the ZIP code. */
    text: (state: string) =>
      `We have not imported the FCC’s coverage data for ${state}, so we cannot say which plans are offered at this ZIP code. A specialist can check your exact address.`,
    button: 'Check availability at your address',
  },
  /** Above buttons that each remove one filter, when no plan matches. */
  loosen: 'Loosen a filter:',
  /** filter: one of `activeFilters`. */
  removeFilter: (filter: string) => `Remove “${filter}”`,
  /** The filters in use, in words (lower case: they are quoted in "Remove “…”"). */
  activeFilters: {
    technology: (list: string) => `technology: ${list}`,
    minDownload: (n: number) => `at least ${n} Mbps download`,
    minUpload: (n: number) => `at least ${n} Mbps upload`,
    maxPrice: (n: number) => `at most $${n} a month`,
    maxLatency: (n: number) => `at most ${n} ms latency`,
    noContract: 'no contract',
    noDataCap: 'no data cap',
  },
  sampleNotice: 'Sample data: fictional providers and plans, not real offers.',
  /** Under the results: where they come from; asOf: the coverage data's date in words, or null. */
  source: (asOf: string | null) =>
    `Providers reported at this ZIP code in the FCC Broadband Data Collection${asOf ? `, as of ${asOf}` : ''}; plans from their Broadband Facts labels. Prices before taxes; your address decides what you can get.`,
  /** The locale dates are written in (the coverage data's date, a label's version). */
  dateLocale: 'en-US',
  /** The bar under the plans ticked to compare (at most `max`). */
  compareBar: {
    chosen: (n: number, max: number) => `${n} of ${max} plans chosen to compare`,
    oneMore: 'Choose one more to compare',
    compare: (n: number) => `Compare ${n} plans`,
  },
  more: {
    /** Button: shows the next plans of the answer. */
    show: (n: number) => `Show ${n} more ${plural(n, 'plan', 'plans')}`,
    /** Said politely once they are shown. */
    shown: (now: number, total: number) => `Showing ${now} of ${total} ${plural(total, 'plan', 'plans')}.`,
  },
  card: {
    sample: 'Sample data',
    /** After the monthly price: per month. */
    perMonth: '/mo',
    /** After the intro price ("$30.00/mo"): it is an introductory rate, maybe for some months. */
    introRate: (months: number | null) =>
      ` intro rate${months !== null ? ` for the first ${months} months` : ''}`,
    /** Under the price: the monthly price with the label's monthly provider fees ("$55.00/mo"). */
    withFees: 'With provider fees',
    /** Under the price: the first year's cost (intro rate, fees, one-time fees): "$600.00". */
    firstYear: 'First year',
    /** Before a cost that counts a fee at its upper bound ("up to $55.00"). */
    upTo: 'up to',
    /** After a cost that leaves out a fee the label gives no amount for. */
    plusVarying: 'plus fees that vary',
    typicalDownload: 'Typical download',
    typicalUpload: 'Typical upload',
    /** A speed the label leaves out. */
    notProvided: 'not provided',
    /** The plan may use one of several technologies here: technologies in lower case ("fiber or cable"). */
    whichTechnology: (provider: string, technologies: string) =>
      `The label does not say which: ${provider} reports ${technologies} service at this ZIP code.`,
    /** speed: "500 Mbps". */
    belowTypical: (speed: string) =>
      `The FCC data reports at most ${speed} from this provider here, below this plan’s typical speed.`,
    /** date: the day the label's version was first imported ("Nov 27, 2026"). */
    labelVersion: (date: string) => `Label version of ${date}`,
    /** Toggles the label; the screen-reader part names the plan. */
    showLabel: 'Show Broadband Facts',
    hideLabel: 'Hide Broadband Facts',
    forPlan: (name: string) => ` for ${name}`,
    /** A checkbox: add the plan to the comparison (then the plan's name, for screen readers). */
    compare: 'Compare',
    getPlan: 'Get this plan',
  },
  /** What the request dialog shows of the chosen plan (and the lead keeps). */
  request: {
    perMonth: 'a month',
    /** technologies: "Fiber"; down and up: "300 Mbps". */
    speeds: (technologies: string, down: string, up: string) =>
      `${technologies}, typical ${down} down, ${up} up`,
    intro: (price: string, months: number | null, then: string) =>
      `${price} a month${months !== null ? ` for ${months} months` : ''}, then ${then} a month`,
    planId: (id: string, date: string) => `Plan id ${id}, label of ${date}`,
    sample: 'Sample data: a fictional provider',
  },
  label: {
    /** The FCC label's own title. */
    title: 'Broadband Facts',
    sample: 'Sample data: a fictional provider’s label',
    /** Spanish pages only: the provider publishes this plan's label in English only. */
    englishOnly: '',
    /** The FCC label's closing line, before its link to the FCC's consumer pages (the terms' glossary). */
    learnMore:
      'Learn more about the terms used on this label by visiting the Federal Communications Commission’s Consumer Resource Center:',
  },
  /** The Broadband Facts label's field names and the words of its values (app/components/plans/broadband-facts.ts). */
  facts: {
    sections: {
      plan: 'Plan',
      price: 'Monthly price',
      charges: 'Additional charges and terms',
      discounts: 'Discounts and bundles',
      speeds: 'Speeds provided with plan',
      data: 'Data',
      policies: 'Policies',
      support: 'Customer support',
      id: 'Unique plan identifier',
    },
    rows: {
      provider: 'Provider',
      plan: 'Plan',
      disclosure: 'Disclosure',
      monthlyPrice: 'Monthly price',
      introRate: 'Introductory rate',
      contract: 'Length of contract',
      contractTerms: 'Contract terms',
      monthlyFees: 'Provider monthly fees',
      oneTimeFees: 'One-time fees at the time of purchase',
      earlyTerminationFee: 'Early termination fee',
      tax: 'Government taxes',
      bundles: 'Available discounts and bundles',
      download: 'Typical download speed',
      upload: 'Typical upload speed',
      latency: 'Typical latency',
      dataIncluded: 'Data included with monthly price',
      overage: 'Charges for additional data usage',
      dataPolicy: 'Data allowance policy',
      networkPolicy: 'Network management policy',
      privacyPolicy: 'Privacy policy',
      phone: 'Phone',
      website: 'Website',
      uniquePlanId: 'Unique plan identifier',
    },
    /** A field the provider left out. */
    notProvided: 'Not provided',
    /** A charge or a term that does not apply. */
    none: 'None',
    months: (n: number) => (n === 1 ? '1 month' : `${n} months`),
    /** A fee the label lists without a description. */
    fee: 'Fee',
    /** A fee's amount: included in the price, or varying (the label gives none). */
    included: 'Included',
    varies: 'Varies',
    upTo: (amount: string) => `up to ${amount}`,
    notIntro: 'This monthly price is not an introductory rate',
    introPriceMissing: 'Introductory rate: price not provided',
    termMissing: 'a term not provided',
    /** price and monthly: "$35.00"; term: "12 months" (or termMissing). */
    intro: (price: string, term: string, monthly: string) =>
      `${price} a month is an introductory rate for ${term}; then ${monthly} a month`,
    /** A contract is required: its length ("12 months") or null when the label gives none. */
    contractRequired: (length: string | null) =>
      `Required${length !== null ? `: ${length}` : ' (length not provided)'}`,
    unlimited: 'Unlimited (no data cap)',
    /** price: "$10"; gb: "50": the charge per increment of extra data. */
    overage: (price: string, gb: string) => `${price} per ${gb} GB`,
    /** The overage charge as the label words it, and its increments as written. */
    increments: (price: string, increments: string) => `${price} (in increments of ${increments})`,
    /** The FCC label's kind: fixed or mobile home internet. */
    disclosure: (fixed: boolean) => `${fixed ? 'Fixed' : 'Mobile'} broadband consumer disclosure`,
    connectionMissing: 'connection type not provided',
  },
};

export type PlanFinderMessages = typeof planFinder;
export type FactWords = PlanFinderMessages['facts'];
