import { readFileSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** The files served compressed: every text asset the build writes. */
export const isCompressible = (name: string) =>
  /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/.test(name);

/**
 * Brotli's quality for the build: the smallest files, at 120-160 ms a page (bench/results/history.md,
 * "A publish compresses as a CDN does").
 */
export const BUILD_BROTLI_QUALITY = 11;
/**
 * For a publish, where an editor waits for the pages and the server answers visitors meanwhile: about
 * 1.5 ms a page, the files 10-12 % larger than at 11 and still smaller than gzip's (decision 089).
 */
export const PUBLISH_BROTLI_QUALITY = 6;

const brotliOptions = (quality: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

/**
 * Writes brotli (BUILD_BROTLI_QUALITY) and gzip (level 9) next to `file`, so the servers never
 * compress per request; files under 512 bytes are served as they are. Returns whether it wrote
 * them. The build (scripts/postbuild.ts) uses it.
 */
export function precompress(file: string): boolean {
  const body = readFileSync(file);
  if (body.length < 512) return false;
  writeFileSync(`${file}.br`, brotliCompressSync(body, brotliOptions(BUILD_BROTLI_QUALITY)));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  return true;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * precompress() for many files at once, off the main thread, at brotli `quality`: zlib's work runs
 * on libuv's thread pool, so a publish (server/content/releases.ts) compresses its pages on every
 * core while the server goes on answering.
 */
export async function precompressAll(files: readonly string[], quality: number): Promise<number> {
  const done = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < 512) return false;
      const [br, gz] = await Promise.all([
        brotliAsync(body, brotliOptions(quality)),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return true;
    }),
  );
  return done.filter(Boolean).length;
}
