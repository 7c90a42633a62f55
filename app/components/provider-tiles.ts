import { providerPath } from '../../content/base/paths.ts';
import type { ServiceCategory } from '../../contracts/content.ts';
import type { ImageRef } from '../../contracts/media.ts';

// Not in provider-logo-grid.tsx: Home builds tiles for its top-providers lists without a logo grid,
// and should not download the grid component to do so.

export type ProviderTile = { name: string; href: string; note?: string; logo?: ImageRef };

/**
 * One tile per provider of a category, linking to its page, with an optional note under the name
 * and its logo where an editor uploaded one (`logos`, by slug: the page's loader data).
 */
export function providerTiles<P extends { name: string; slug: string }>(
  category: ServiceCategory,
  providers: readonly P[],
  note?: (p: P) => string,
  logos: Readonly<Record<string, ImageRef>> = {},
): ProviderTile[] {
  return providers.map((p) => ({
    name: p.name,
    href: providerPath[category](p.slug),
    note: note?.(p),
    logo: logos[p.slug],
  }));
}
