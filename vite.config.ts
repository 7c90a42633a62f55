import { resolve } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { siteUrlFrom } from './contracts/transport.ts';

// SITE_URL (default: the local origin on PORT) is baked into canonical URLs and Open Graph tags.
const siteUrl = siteUrlFrom(process.env);

const rootModule = resolve(import.meta.dirname, 'app/root.tsx');
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The app's own modules that the root route imports statically, directly or through others: every
 * page (public or console) loads them before it hydrates, so they can travel as one chunk. Left to
 * itself the bundler cuts them by which lazy chunks share them (site data, icons, the dialog store,
 * attribution, ...): a dozen small chunks, each listed in every route's manifest entry and imported
 * by name, 1.5 KB more gzip on every page than one chunk (decision 042). Node modules keep their own
 * chunks (React Router's group below); the root module itself is its route's entry.
 */
const shells = new WeakMap<ModuleGraph, Set<string>>();
function shellModules(graph: ModuleGraph): Set<string> {
  const known = shells.get(graph);
  if (known) return known;
  const found = new Set<string>();
  const queue = [rootModule];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id) || id.includes('/node_modules/') || id.includes('?')) continue;
    found.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  found.delete(rootModule);
  shells.set(graph, found);
  return found;
}

const isShellModule = (id: string, graph: ModuleGraph) =>
  shellModules(graph).has(id) || id.includes('vite/preload-helper');

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The build's day: the sitemap's lastmod of every page no publish has changed since (a publish
  // renders the sitemap again with the same bundle, so it must not read the clock).
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React Router in one chunk. Left to itself the bundler splits its modules by which routes
        // import them, and the console (which uses the data APIs the public pages do not: fetchers,
        // forms, middleware) cut the public pages' share into four chunks, 1.5 KB more gzip for
        // every page (decision 035). One chunk costs the public pages less than before.
        codeSplitting: {
          groups: [
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: (id: string, ctx: ModuleGraph) => (isShellModule(id, ctx) ? 'shell' : null),
              debugName: 'shell',
            },
          ],
        },
      },
    },
  },
});
