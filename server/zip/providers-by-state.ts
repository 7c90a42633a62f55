// The providers that may serve a state, grouped the way the availability answer shows them. The
// providers are those the site serves lists (content/providers/directory.ts): a provider (internet,
// TV) whose document is published by the states it names (all of them: nationwide; none: "check by
// address"), any other by its coverage in content/providers/coverage.ts. Depends only on the state and
// those lists, so each state's answer is built once per publish and kept.

import { providerPath } from '../../content/base/paths.ts';
import { type Coverage, coverage, coverageIn, US_STATES_AND_DC } from '../../content/providers/coverage.ts';
import { codeProviders, type PublishedLists } from '../../content/providers/directory.ts';
import { internetTypeLabels } from '../../content/providers/internet.ts';
import type {
  AvailabilityResponse,
  AvailableProvider,
  InternetTechnologyGroup,
} from '../../contracts/availability.ts';
import type { InternetType } from '../../contracts/content.ts';

type Providers = AvailabilityResponse['providers'];

const caches = new WeakMap<PublishedLists, Map<string, Providers>>();

/** The footprint a provider's published document names by its states. */
function coverageOfStates(states: readonly string[]): Coverage {
  if (!states.length) return { kind: 'check-address', note: 'No states are named for it in the console.' };
  return US_STATES_AND_DC.every((s) => states.includes(s))
    ? { kind: 'nationwide' }
    : { kind: 'states', states };
}

function available(
  category: keyof typeof coverage,
  list: readonly { slug: string; name: string; states?: readonly string[] }[],
  state: string,
): AvailableProvider[] {
  const result: AvailableProvider[] = [];
  for (const p of list) {
    // A streaming service added in the console streams over any home connection, as every one does.
    const entry: Coverage | undefined = p.states
      ? coverageOfStates(p.states)
      : (coverage[category][p.slug] ?? (category === 'streaming' ? { kind: 'nationwide' } : undefined));
    const basis = entry ? coverageIn(entry, state) : 'check-address';
    if (basis)
      result.push({ slug: p.slug, name: p.name, path: providerPath[category](p.slug), coverage: basis });
  }
  // Providers with a known footprint first; "check by address" ones last.
  return result.sort(
    (a, b) => Number(a.coverage === 'check-address') - Number(b.coverage === 'check-address'),
  );
}

function build(state: string, lists: PublishedLists): Providers {
  const internetList = lists.internet;
  const internet = available('internet', internetList, state);
  const types = Object.keys(internetTypeLabels) as InternetType[];
  const groups: InternetTechnologyGroup[] = types
    .map((type) => ({
      type,
      label: internetTypeLabels[type],
      providers: internet.filter((p) => internetList.find((i) => i.slug === p.slug)?.type === type),
    }))
    .filter((g) => g.providers.length > 0);
  return {
    internet: groups,
    tv: available('tv', lists.tv, state),
    streaming: available('streaming', lists.streaming, state),
  };
}

/** The providers that may serve `state`; `lists`: every service's providers as the site served lists them. */
export function providersInState(state: string, lists: PublishedLists = codeProviders): Providers {
  let cache = caches.get(lists);
  if (!cache) {
    cache = new Map();
    caches.set(lists, cache);
  }
  let hit = cache.get(state);
  if (!hit) {
    hit = build(state, lists);
    cache.set(state, hit);
  }
  return hit;
}
