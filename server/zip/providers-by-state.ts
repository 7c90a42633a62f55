// The providers that may serve a state, grouped the way the availability answer shows them.
// Depends only on the state, so each state's answer is built once and kept.

import { providerPath } from '../../content/base/paths.ts';
import { type Coverage, coverage, coverageIn } from '../../content/coverage.ts';
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

const cache = new Map<string, Providers>();

function available(
  category: keyof typeof coverage,
  list: readonly { slug: string; name: string }[],
  state: string,
): AvailableProvider[] {
  const result: AvailableProvider[] = [];
  for (const p of list) {
    const entry: Coverage | undefined = coverage[category][p.slug];
    const basis = entry ? coverageIn(entry, state) : 'check-address';
    if (basis)
      result.push({ slug: p.slug, name: p.name, path: providerPath[category](p.slug), coverage: basis });
  }
  // Providers with a known footprint first; "check by address" ones last.
  return result.sort(
    (a, b) => Number(a.coverage === 'check-address') - Number(b.coverage === 'check-address'),
  );
}

function build(state: string): Providers {
  const internet = available('internet', internetProviders, state);
  const types = Object.keys(internetTypeLabels) as InternetType[];
  const groups: InternetTechnologyGroup[] = types
    .map((type) => ({
      type,
      label: internetTypeLabels[type],
      providers: internet.filter((p) => internetProviders.find((i) => i.slug === p.slug)?.type === type),
    }))
    .filter((g) => g.providers.length > 0);
  return {
    internet: groups,
    tv: available('tv', tvProviders, state),
    streaming: available('streaming', streamingProviders, state),
  };
}

export function providersInState(state: string): Providers {
  let hit = cache.get(state);
  if (!hit) {
    hit = build(state);
    cache.set(state, hit);
  }
  return hit;
}
