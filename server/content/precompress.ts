import { readFileSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** The files served compressed: every text asset the build writes. */
export const isCompressible = (name: string) =>
  /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/.test(name);

/**
 * Writes brotli (quality 11) and gzip (level 9) next to `file`, so the servers never compress per
 * request; files under 512 bytes are served as they are. Returns whether it wrote them. The build
 * (scripts/postbuild.ts) and a publish (server/content/releases.ts) both use it.
 */
export function precompress(file: string): boolean {
  const body = readFileSync(file);
  if (body.length < 512) return false;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  return true;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * precompress() for many files at once, off the main thread: zlib's work runs on libuv's thread
 * pool, so a publish compresses its pages on every core while the server goes on answering.
 */
export async function precompressAll(files: readonly string[]): Promise<number> {
  const done = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < 512) return false;
      const [br, gz] = await Promise.all([
        brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return true;
    }),
  );
  return done.filter(Boolean).length;
}
