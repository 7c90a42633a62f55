import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { codeProviders, type ProviderLists } from '../../content/providers/lists.ts';

// The providers a page lists (issue 38, decision 089): those of content/providers/, or as the
// editors published them (renamed, changed, taken off, added), which the root route's loader names
// for each service whose list is not the code's (app/root.tsx). A publish that changes one renders
// every page again, so each page's data names them.

/** Every service's providers, as the menus, tiles, listing pages and ZIP code answers list them. */
export function useProviders(): ProviderLists {
  const published = (useRouteLoaderData('root') as { providers?: Partial<ProviderLists> } | undefined)
    ?.providers;
  return useMemo(() => ({ ...codeProviders, ...published }), [published]);
}
