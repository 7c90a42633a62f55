// The providers that may serve a state, grouped the way the availability answer shows them: those
// of content/providers/ by their coverage (content/coverage.ts), and those editors added in the
// console by the states they named (decision 089). Depends only on the state and the added
// providers, so each state's answer is built once per list of added providers and kept.

import { providerPath } from '../../content/base/paths.ts';
import { type Coverage, coverage, coverageIn } from '../../content/coverage.ts';
import type { AddedProvider } from '../../content/providers/added.ts';
import { internetProviders, internetTypeLabels } from '../../content/providers/internet.ts';
import { streamingProviders } from '../../content/providers/streaming.ts';
import { tvProviders } from '../../content/providers/tv.ts';
import type {
  AvailabilityResponse,
  AvailableProvider,
  InternetTechnologyGroup,
} from '../../contracts/availability.ts';
import type { InternetType } from '../../contracts/content.ts';

type Providers = AvailabilityResponse['providers'];

const none: readonly AddedProvider[] = [];
const caches = new WeakMap<readonly AddedProvider[], Map<string, Providers>>();

/** An added provider's coverage: the states its editor named, or "check by address" with none. */
const addedCoverage = (p: AddedProvider): Coverage =>
  p.states.length
    ? { kind: 'states', states: p.states }
    : { kind: 'check-address', note: 'No states were named for it in the console.' };

function available(
  category: keyof typeof coverage,
  list: readonly { slug: string; name: string; states?: readonly string[] }[],
  state: string,
): AvailableProvider[] {
  const result: AvailableProvider[] = [];
  for (const p of list) {
    const entry: Coverage | undefined =
      'states' in p && p.states ? addedCoverage(p as AddedProvider) : coverage[category][p.slug];
    const basis = entry ? coverageIn(entry, state) : 'check-address';
    if (basis)
      result.push({ slug: p.slug, name: p.name, path: providerPath[category](p.slug), coverage: basis });
  }
  // Providers with a known footprint first; "check by address" ones last.
  return result.sort(
    (a, b) => Number(a.coverage === 'check-address') - Number(b.coverage === 'check-address'),
  );
}

function build(state: string, added: readonly AddedProvider[]): Providers {
  const all = [...internetProviders, ...added];
  const internet = available('internet', all, state);
  const types = Object.keys(internetTypeLabels) as InternetType[];
  const groups: InternetTechnologyGroup[] = types
    .map((type) => ({
      type,
      label: internetTypeLabels[type],
      providers: internet.filter((p) => all.find((i) => i.slug === p.slug)?.type === type),
    }))
    .filter((g) => g.providers.length > 0);
  return {
    internet: groups,
    tv: available('tv', tvProviders, state),
    streaming: available('streaming', streamingProviders, state),
  };
}

/** The providers that may serve `state`; `added`: the providers editors added, as the site serving shows them. */
export function providersInState(state: string, added: readonly AddedProvider[] = none): Providers {
  let cache = caches.get(added);
  if (!cache) {
    cache = new Map();
    caches.set(added, cache);
  }
  let hit = cache.get(state);
  if (!hit) {
    hit = build(state, added);
    cache.set(state, hit);
  }
  return hit;
}
