// Answers from imported coverage and labels (decisions 040, 081): the internet providers reported
// in a ZIP, and the label plans of those providers with a technology they report there (the
// label's own, or, for a label that says only Fixed, the ones the provider reports here).

import { sql } from 'kysely';
import { providerPath } from '../../content/base/paths.ts';
import { internetProviders } from '../../content/providers/internet.ts';
import type {
  BroadbandTechnology,
  CoverageProvider,
  CoverageTechnology,
  InternetCoverage,
} from '../../contracts/availability.ts';
import { planCost, selectPlans } from '../../contracts/plan-select.ts';
import type { Plan, PlanLabel, PlansQuery, PlansResponse } from '../../contracts/plans.ts';
import type { Db } from '../db/database.ts';
import { BDC_TECHNOLOGIES } from './import-coverage.ts';
import { labelTechnology } from './labels.ts';

/** BDC technology code → the site's technology. */
export function technologyOfCode(code: number): BroadbandTechnology {
  if (code === 10) return 'dsl';
  if (code === 40) return 'cable';
  if (code === 50) return 'fiber';
  if (code === 60 || code === 61) return 'satellite';
  if (code >= 70 && code <= 72) return 'fixed-wireless';
  return 'other';
}

const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
type SiteProviders = readonly { slug: string; name: string }[];
const slugsByName = new WeakMap<SiteProviders, Map<string, string>>();

/**
 * The site's page of a provider whose BDC brand is one the site lists (exact name, ignoring case
 * and punctuation), among `providers`: the internet providers as the site served lists them, so a
 * provider an editor added is linked by its name and one taken off the site is not.
 */
function pathOf(brand: string, providers: SiteProviders): string | undefined {
  let slugs = slugsByName.get(providers);
  if (!slugs) {
    slugs = new Map(providers.map((p) => [normal(p.name), p.slug]));
    slugsByName.set(providers, slugs);
  }
  const slug = slugs.get(normal(brand));
  return slug ? providerPath.internet(slug) : undefined;
}

type ZipCoverage = {
  coverage: InternetCoverage;
  /** frn → technology → max download in the ZIP. */
  reach: Map<string, Map<BroadbandTechnology, number>>;
  names: Map<string, string>;
};

export async function zipCoverage(
  db: Db,
  zip: string,
  state: string,
  siteProviders: SiteProviders = internetProviders,
): Promise<ZipCoverage> {
  // One statement, so one snapshot on PostgreSQL: an import committing meanwhile is seen whole
  // or not at all (three parallel queries could read the old rows with the new "as of").
  const { rows: found } = await sql<{
    state: string;
    as_of: string;
    sample: number;
    total: number | string | null;
    frn: string | null;
    brand_name: string | null;
    technology: number | null;
    locations: number | null;
    max_down: number | null;
    max_up: number | null;
    low_latency: number | null;
  }>`select cs.state, cs.as_of, cs.sample,
      (select sum(z.locations) from coverage_zips z where z.zip = ${zip}) as total,
      c.frn, c.brand_name, c.technology, c.locations, c.max_down, c.max_up, c.low_latency
    from coverage_states cs
    left join coverage c on c.state = cs.state and c.zip = ${zip}
    where cs.state = ${state} or cs.state in (select z.state from coverage_zips z where z.zip = ${zip})`.execute(
    db,
  );
  const reach = new Map<string, Map<BroadbandTechnology, number>>();
  const names = new Map<string, string>();
  const covered = [...new Map(found.map((f) => [f.state, f])).values()];
  if (covered.length === 0) {
    return {
      coverage: { basis: 'estimate', sample: false, asOf: null, locations: 0, providers: [] },
      reach,
      names,
    };
  }
  const rows = found.flatMap((f) =>
    f.frn === null
      ? []
      : [
          {
            frn: f.frn,
            brand_name: f.brand_name as string,
            technology: Number(f.technology),
            locations: Number(f.locations),
            max_down: Number(f.max_down),
            max_up: Number(f.max_up),
            low_latency: Number(f.low_latency),
          },
        ],
  );
  const total = Number(found[0]?.total ?? 0);
  // Sum over the ZIP's states (a ZCTA may cross a state line): per FRN × brand × code.
  const byProvider = new Map<string, { frn: string; name: string; techs: Map<number, CoverageTechnology> }>();
  for (const r of rows) {
    const key = `${r.frn}|${r.brand_name}`;
    let p = byProvider.get(key);
    if (!p) {
      p = { frn: r.frn, name: r.brand_name, techs: new Map() };
      byProvider.set(key, p);
    }
    const t = p.techs.get(r.technology);
    if (t) {
      t.locations += r.locations;
      t.maxDownloadMbps = Math.max(t.maxDownloadMbps, r.max_down);
      t.maxUploadMbps = Math.max(t.maxUploadMbps, r.max_up);
      t.lowLatency &&= r.low_latency === 1;
    } else {
      p.techs.set(r.technology, {
        code: r.technology,
        type: technologyOfCode(r.technology),
        label: BDC_TECHNOLOGIES[r.technology] ?? 'Other',
        maxDownloadMbps: r.max_down,
        maxUploadMbps: r.max_up,
        locations: r.locations,
        share: 0,
        lowLatency: r.low_latency === 1,
      });
    }
    const type = technologyOfCode(r.technology);
    let m = reach.get(r.frn);
    if (!m) {
      m = new Map();
      reach.set(r.frn, m);
    }
    m.set(type, Math.max(m.get(type) ?? 0, r.max_down));
    if (!names.has(r.frn)) names.set(r.frn, r.brand_name);
  }
  const providers: CoverageProvider[] = [...byProvider.values()].map((p) => {
    const technologies = [...p.techs.values()]
      .map((t) => ({ ...t, share: total > 0 ? Math.min(1, t.locations / total) : 0 }))
      .sort((a, b) => b.locations - a.locations || a.code - b.code);
    const path = pathOf(p.name, siteProviders);
    return {
      frn: p.frn,
      name: p.name,
      technologies,
      maxDownloadMbps: Math.max(...technologies.map((t) => t.maxDownloadMbps)),
      maxUploadMbps: Math.max(...technologies.map((t) => t.maxUploadMbps)),
      share: Math.max(...technologies.map((t) => t.share)),
      ...(path ? { path } : {}),
    };
  });
  providers.sort((a, b) => b.share - a.share || a.name.localeCompare(b.name));
  const asOf = covered.map((s) => s.as_of).sort()[0] ?? null;
  return {
    coverage: {
      basis: 'coverage',
      sample: covered.some((s) => Number(s.sample) === 1),
      asOf,
      locations: total,
      providers,
    },
    reach,
    names,
  };
}

/** The site's technologies in their order (fiber, cable, dsl, fixed-wireless, satellite, other). */
const TECHNOLOGY_ORDER: readonly BroadbandTechnology[] = [
  'fiber',
  'cable',
  'dsl',
  'fixed-wireless',
  'satellite',
  'other',
];
const byTechnologyOrder = (a: BroadbandTechnology, b: BroadbandTechnology) =>
  TECHNOLOGY_ORDER.indexOf(a) - TECHNOLOGY_ORDER.indexOf(b);

type Resolved = { technologies: BroadbandTechnology[]; from: Plan['technologyFrom'] };

/**
 * A plan's technologies at this ZIP: the one its label names (offered only when the provider
 * reports it here); else what the provider reports here, narrowed by a technology word in the
 * plan's name when that is among them. Several left: all the terrestrial ones ("fiber or cable"),
 * never one of them guessed. undefined: the plan is not offered here.
 */
export function resolveTechnologies(
  named: BroadbandTechnology | null,
  planNames: (string | null)[],
  reported: ReadonlyMap<BroadbandTechnology, number> | undefined,
): Resolved | undefined {
  if (!reported || reported.size === 0) return undefined;
  if (named) return reported.has(named) ? { technologies: [named], from: 'label' } : undefined;
  const here = [...reported.keys()].sort(byTechnologyOrder);
  if (here.length === 1) return { technologies: here, from: 'coverage' };
  const fromName = labelTechnology(planNames.filter(Boolean).join(' '));
  if (fromName && here.includes(fromName)) return { technologies: [fromName], from: 'plan-name' };
  // A provider reporting satellite beside a wired service sells its Fixed plans on the wire.
  const wired = here.filter((t) => t !== 'satellite');
  return { technologies: wired.length > 0 ? wired : here, from: 'coverage' };
}

function parseLabel(json: string): PlanLabel | undefined {
  try {
    const label = JSON.parse(json) as PlanLabel | null;
    return label && Number.isFinite(label.monthlyPrice) ? label : undefined;
  } catch {
    return undefined;
  }
}

export async function plansForZip(
  db: Db,
  place: { zip: string; city: string; state: string },
  query: PlansQuery,
): Promise<PlansResponse> {
  const { coverage, reach } = await zipCoverage(db, place.zip, place.state);
  const base = {
    zip: place.zip,
    city: place.city,
    state: place.state,
    sample: coverage.sample,
    asOf: coverage.asOf,
    offset: query.offset,
  };
  if (coverage.basis === 'estimate') return { ...base, basis: 'none', total: 0, plans: [] };
  const frns = [...reach.keys()];
  if (frns.length === 0) return { ...base, basis: 'coverage', total: 0, plans: [] };
  const rows = await db
    .selectFrom('plan_labels')
    .select([
      'id',
      'frn',
      'technology',
      'provider_name',
      'plan_name',
      'monthly_price',
      'typical_down',
      'typical_up',
      'contract_required',
      'data_unlimited',
      'sample',
      'label_json',
      'first_seen_at',
    ])
    .where('current', '=', 1)
    .where('fixed', '=', 1) // mobile plans are not home internet
    .where('language', '=', 'en') // the English finder; a Spanish label is its plan's other version
    .where('frn', 'in', frns)
    .execute();
  // Every current label of the ZIP's providers: the query's filters and sort are applied to the
  // plans built from them by the function the finder runs in the browser (contracts/plan-select.ts),
  // so that the two always agree. A ZIP has tens of plans, a few hundred at most.
  const plans: Plan[] = [];
  for (const r of rows) {
    // No single label can fail the answer: one stored before imports checked numbers (Infinity
    // read back as null) or whose JSON does not parse is left out, not a 500 for the whole ZIP.
    const label = parseLabel(r.label_json);
    if (!label || !Number.isFinite(r.monthly_price)) continue;
    const reported = reach.get(r.frn);
    const resolved = resolveTechnologies(r.technology, [label.servicePlanName, label.tierPlanName], reported);
    if (!resolved || !reported) continue; // the provider does not report this technology here
    const zipMax = Math.max(...resolved.technologies.map((t) => reported.get(t) ?? 0));
    plans.push({
      labelId: r.id,
      name: r.plan_name,
      provider: { frn: r.frn, name: r.provider_name },
      technologies: resolved.technologies,
      technologyFrom: resolved.from,
      labelDate: String(r.first_seen_at).slice(0, 10),
      monthlyPrice: r.monthly_price,
      typicalDownloadMbps: r.typical_down,
      typicalUploadMbps: r.typical_up,
      pricePerMbps: r.typical_down ? Math.round((r.monthly_price / r.typical_down) * 10_000) / 10_000 : null,
      cost: planCost(label),
      contractRequired: r.contract_required === 1,
      dataUnlimited: r.data_unlimited === 1,
      zipMaxDownloadMbps: zipMax,
      reachesTypicalSpeed: r.typical_down === null ? null : zipMax >= r.typical_down,
      sample: r.sample === 1,
      label,
    });
  }
  const chosen = selectPlans(plans, query);
  const page = chosen.slice(query.offset, query.offset + query.limit);
  return {
    ...base,
    basis: 'coverage',
    total: chosen.length,
    plans: query.language === 'es' ? await inSpanish(db, page) : page.map((p) => labelIn(p, 'en')),
  };
}

const labelIn = (plan: Plan, language: 'en' | 'es', label = plan.label): Plan => ({
  ...plan,
  label: { ...label, language },
});

/**
 * The plans of a Spanish page (issue 37 item 5): each with its provider's current Spanish label of
 * the same plan (unique plan id) where one is imported, else with its English label. The plan's
 * figures, filters and order stay the English label's: the two are versions of one plan; its id
 * and date are the Spanish version's.
 */
async function inSpanish(db: Db, plans: Plan[]): Promise<Plan[]> {
  const ids = plans.map((p) => p.label.uniquePlanId);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('plan_labels')
    .select(['id', 'unique_plan_id', 'label_json', 'first_seen_at'])
    .where('current', '=', 1)
    .where('language', '=', 'es')
    .where('unique_plan_id', 'in', ids)
    .execute();
  const spanish = new Map<string, { id: string; label: PlanLabel; date: string }>();
  for (const r of rows) {
    const label = parseLabel(r.label_json);
    if (label) spanish.set(r.unique_plan_id, { id: r.id, label, date: String(r.first_seen_at).slice(0, 10) });
  }
  // The Spanish version's id and date: the label a lead from the page keeps is the one shown.
  return plans.map((p) => {
    const es = spanish.get(p.label.uniquePlanId);
    return es ? { ...labelIn(p, 'es', es.label), labelId: es.id, labelDate: es.date } : labelIn(p, 'en');
  });
}
