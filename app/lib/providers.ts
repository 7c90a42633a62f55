import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { internetProvidersWith } from '../../content/providers/internet.ts';
import type { InternetProvider } from '../../contracts/content.ts';

// The internet providers a page lists (issue 38, decision 089): those of content/providers/, then
// those editors added in the console, which the root route's loader names (app/root.tsx). A
// publish that adds or removes one renders every page again, so each page's data names them.

const none: readonly InternetProvider[] = [];

/** Every internet provider the menus, tiles and ZIP code answers list. */
export function useInternetProviders(): readonly InternetProvider[] {
  const data = useRouteLoaderData('root') as { providers?: InternetProvider[] } | undefined;
  const added = data?.providers ?? none;
  return useMemo(() => internetProvidersWith(added), [added]);
}
