import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
