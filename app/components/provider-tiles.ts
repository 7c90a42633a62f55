import { providerPath } from '../../content/base/paths.ts';
import type { ServiceCategory } from '../../contracts/content.ts';

// Not in provider-logo-grid.tsx: Home builds tiles for its top-providers lists without a logo grid,
// and should not download the grid component to do so.

export type ProviderTile = { name: string; href: string; note?: string };

/** One tile per provider of a category, linking to its page, with an optional note under the name. */
export function providerTiles<P extends { name: string; slug: string }>(
  category: ServiceCategory,
  providers: readonly P[],
  note?: (p: P) => string,
): ProviderTile[] {
  return providers.map((p) => ({ name: p.name, href: providerPath[category](p.slug), note: note?.(p) }));
}
