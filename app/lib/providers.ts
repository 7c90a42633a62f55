import { useRouteLoaderData } from 'react-router';
import { internetProviders } from '../../content/providers/internet.ts';
import type { InternetProvider } from '../../contracts/content.ts';

// The internet providers a page lists (issue 38, decision 089): those of content/providers/, or
// as the editors published them (renamed, taken off, added), which the root route's loader names
// (app/root.tsx). A publish that changes one renders every page again, so each page's data names
// them.

/** Every internet provider the menus, tiles and ZIP code answers list. */
export function useInternetProviders(): readonly InternetProvider[] {
  const data = useRouteLoaderData('root') as { providers?: InternetProvider[] } | undefined;
  return data?.providers ?? internetProviders;
}
