// Loader-only data stays on the server. Modules named `*.server.ts` (the Epic Stack's convention)
// hold data only loaders and the API read. React Router's dot-server plugin already refuses a
// client module that still imports one once the loaders are removed; this check looks at the
// result instead of the imports, so it holds whatever the path (a bundler or plugin change, a
// module graph the plugin does not see): every string literal of 20 or more characters that only
// a server-only module contains is a fingerprint, and no client chunk may carry one.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { files } from './files.ts';

const SOURCE_DIRS = ['app', 'content', 'contracts'];

/** String literals ('…' or "…", no escapes or interpolation) of at least `min` characters. */
export function stringLiterals(source: string, min = 20): string[] {
  const out = new Set<string>();
  for (const m of source.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"/g)) {
    const s = m[1] ?? m[2] ?? '';
    if (s.length >= min) out.add(s);
  }
  return [...out];
}

/** Fingerprints of each server-only module: literals that only it contains. */
export function fingerprints(rootDir: string): Map<string, string[]> {
  const sources = SOURCE_DIRS.filter((d) => existsSync(join(rootDir, d))).flatMap((d) =>
    files(join(rootDir, d), (n) => /\.(ts|tsx)$/.test(n) && !/\.test\.tsx?$/.test(n)),
  );
  const serverOnly = sources.filter((f) => /\.server\.tsx?$/.test(f));
  const others = sources.filter((f) => !serverOnly.includes(f)).map((f) => readFileSync(f, 'utf8'));
  const out = new Map<string, string[]>();
  for (const file of serverOnly) {
    const own = stringLiterals(readFileSync(file, 'utf8')).filter((s) => !others.some((o) => o.includes(s)));
    out.set(relative(rootDir, file), own);
  }
  return out;
}

/** Throws naming each client chunk that carries a server-only module's data. */
export function assertNoServerOnlyData(clientDir: string, rootDir: string): string {
  const prints = fingerprints(rootDir);
  const chunks = files(clientDir, (n) => n.endsWith('.js'));
  const leaks: string[] = [];
  for (const chunk of chunks) {
    const code = readFileSync(chunk, 'utf8');
    for (const [module, literals] of prints) {
      const hit = literals.find((s) => code.includes(s));
      if (hit) leaks.push(`${relative(clientDir, chunk)} carries ${module} (${JSON.stringify(hit)})`);
    }
  }
  if (leaks.length > 0) throw new Error(`server-only data in client chunks:\n  ${leaks.join('\n  ')}`);
  const count = [...prints.values()].reduce((n, l) => n + l.length, 0);
  return `${prints.size} modules, ${count} fingerprints, ${chunks.length} chunks clean`;
}
