import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './content/pages.ts';

// Every public route is prerendered to static HTML; there is no server rendering at request
// time. Paths that are not prerendered fall back to the SPA shell ("Loading..." hydrate fallback).
export default {
  ssr: false,
  prerender: { paths: prerenderPaths(), concurrency: 2 },
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
