import { resolve } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { consolePrerenderPaths, prerenderPaths } from './content/pages.ts';
import { postBuild } from './scripts/postbuild.ts';

// Every public route is prerendered to static HTML; there is no server rendering at request
// time. Paths that are not prerendered fall back to the SPA shell ("Loading..." hydrate fallback).
// sitemap.xml and robots.txt are prerendered resource routes. Once the build is complete,
// buildEnd runs the post-build steps (scripts/postbuild.ts) on the client build.
// The console's sign-in page is prerendered too (issue 36: its button comes with the page, not
// after the console's code has loaded): it has no data, and it is the page a session end opens.
export default {
  ssr: false,
  prerender: { paths: [...prerenderPaths(), ...consolePrerenderPaths], concurrency: 2 },
  routeDiscovery: { mode: 'initial' },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await postBuild({
      clientDir: resolve(reactRouterConfig.buildDirectory, 'client'),
      rootDir: viteConfig.root,
    });
  },
} satisfies Config;
