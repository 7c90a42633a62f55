// Post-build steps, run by React Router's `buildEnd` hook (react-router.config.ts) once the client
// build and the prerender are complete. One list: a new step (for example generated share images)
// is one more entry. A step that throws fails `npm run build`.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { assertDeferred, deferHydration } from '../server/content/defer-hydration.ts';
import { isCompressible, precompress } from '../server/content/precompress.ts';
import { files } from './files.ts';
import { writeNginxStaticConf } from './nginx-static.ts';
import { assertNoServerOnlyData } from './server-only.ts';
import { writeShareImages } from './share-images.ts';

export type PostBuildContext = {
  /** build/client: what the server serves. */
  clientDir: string;
  /** The project root (server-only sources are found from here). */
  rootDir: string;
};

export type PostBuildStep = { name: string; run: (ctx: PostBuildContext) => string | Promise<string> };

export const steps: PostBuildStep[] = [
  {
    // Decision 006. Every page that carries React Router's scripts must come out rewritten.
    name: 'hydrate after first paint',
    run({ clientDir }) {
      const pages = files(clientDir, (n) => n.endsWith('.html'));
      for (const file of pages) {
        const out = deferHydration(readFileSync(file, 'utf8'));
        assertDeferred(out, relative(clientDir, file));
        writeFileSync(file, out);
      }
      return `${pages.length} pages`;
    },
  },
  {
    // Loader-only modules (*.server.ts) must not reach a client chunk.
    name: 'no server-only data in client chunks',
    run: ({ clientDir, rootDir }) => assertNoServerOnlyData(clientDir, rootDir),
  },
  {
    // Share images per page type (1200×630) and the icon set, drawn from the page titles
    // (decision 021); before compression so their manifest is compressed too.
    name: 'share images and icons',
    run: async ({ clientDir }) => `${await writeShareImages(clientDir)} files`,
  },
  {
    // Last: brotli and gzip next to every text asset, so the server never compresses per request.
    name: 'precompress',
    run({ clientDir }) {
      let count = 0;
      for (const file of files(clientDir, isCompressible)) if (precompress(file)) count++;
      return `${count} files`;
    },
  },
  {
    // After the pages are final: the nginx include with each page's CSP (decision 050), written
    // to build/nginx beside build/client.
    name: 'nginx include',
    run: ({ clientDir }) => writeNginxStaticConf(clientDir),
  },
];

export async function postBuild(ctx: PostBuildContext): Promise<void> {
  for (const step of steps) console.log(`postbuild: ${step.name}: ${await step.run(ctx)}`);
}
