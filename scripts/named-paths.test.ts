// Comments and docs name files that exist. A comment that points at a file's old path after the
// file moved sends the next reader nowhere; this reads every comment in the product, the tests and
// the scripts, and the docs (README.md, docs/ but not docs/decisions/, whose records are dated
// history and keep the paths of their day), and fails on a repository path that names nothing.
// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { files } from './files.ts';

const ROOT = join(import.meta.dirname, '..');
const TOP = [
  'server',
  'app',
  'scripts',
  'tests',
  'docs',
  'bench',
  'contracts',
  'content',
  'deploy',
  'public',
  '.ci',
];
const PATH = new RegExp(
  `(?<![\\w./@-])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./+-]*\\w)`,
  'g',
);

/** The comment text of a source file (line and block comments), or a Markdown file whole. */
function commentText(name: string, text: string): string {
  if (name.endsWith('.md')) return text;
  const out: string[] = [];
  for (const m of text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/.*$/gm)) out.push(m[0]);
  return out.join('\n');
}

/** Paths a text names that are neither a file nor a folder nor the start of one's name. */
function missingPaths(text: string, exists: (path: string) => boolean): string[] {
  const missing: string[] = [];
  for (const m of text.matchAll(PATH)) {
    const path = (m[1] as string).replace(/\.+$/, '');
    if (!exists(path)) missing.push(path);
  }
  return missing;
}

const existing = (path: string): boolean => {
  if (existsSync(join(ROOT, path))) return true;
  // `docs/decisions/012` names a record by number: a file whose name starts so.
  const dir = join(ROOT, dirname(path));
  const base = path.slice(path.lastIndexOf('/') + 1);
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(`${base}-`));
};

function sources(): string[] {
  const code = /\.(ts|tsx|mjs|css)$/;
  const dirs = [
    'server',
    'app',
    'scripts',
    'tests',
    'bench',
    'contracts',
    'content',
    'deploy',
    '.ci',
    'docs',
  ];
  return [
    'README.md',
    ...dirs
      .filter((d) => existsSync(join(ROOT, d)))
      .flatMap((d) =>
        files(join(ROOT, d), (name) => code.test(name) || name.endsWith('.md') || name === 'run'),
      )
      .map((f) => relative(ROOT, f))
      .filter(
        (f) => !f.startsWith('docs/decisions/') && !f.startsWith('bench/results/') && !f.includes('+types'),
      ),
  ];
}

it('finds a path that names nothing (the check can fail)', () => {
  const text = commentText(
    'x.ts',
    "// see server/clock.ts and server/shared/clock.ts\nconst s = 'server/nowhere.ts';",
  );
  expect(missingPaths(text, existing)).toEqual(['server/clock.ts']);
});

it('every path a comment or doc names exists', () => {
  const all = sources();
  expect(all.length).toBeGreaterThan(300);
  const missing = all.flatMap((file) =>
    missingPaths(commentText(file, readFileSync(join(ROOT, file), 'utf8')), existing).map(
      (path) => `${file}: ${path}`,
    ),
  );
  expect(missing).toEqual([]);
});
