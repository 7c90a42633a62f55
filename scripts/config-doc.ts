// The configuration table in README.md, made from server/shared/config.ts (one source): every variable
// of EnvSchema with its default (what the schema gives for an unset variable) and the doc comment
// above it. `node scripts/config-doc.ts` rewrites the block between the markers in README.md;
// scripts/config-doc.test.ts fails when the README's block is not what this makes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnvSchema } from '../server/shared/config.ts';

const ROOT = join(import.meta.dirname, '..');
export const START = '<!-- configuration: made by scripts/config-doc.ts from server/shared/config.ts -->';
export const END = '<!-- end of configuration -->';

/** Each variable's doc comment, read from the schema's source. */
function comments(source: string): Map<string, string> {
  const body = source.slice(source.indexOf('export const EnvSchema'));
  const found = new Map<string, string>();
  for (const m of body.matchAll(/\/\*\*([\s\S]*?)\*\/\s*\n\s*([A-Z][A-Z0-9_]*):/g)) {
    const text = (m[1] as string)
      .split('\n')
      .map((l) => l.replace(/^\s*\*\s?/, '').trim())
      .join(' ')
      .trim();
    found.set(m[2] as string, text);
  }
  return found;
}

function defaultOf(key: string): string {
  const parsed = (
    EnvSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>
  )[key]?.safeParse(undefined);
  const v = parsed?.success ? parsed.data : undefined;
  if (v === false) return '`false`';
  if (v === undefined || (Array.isArray(v) && v.length === 0)) return 'unset';
  return `\`${Array.isArray(v) ? v.join(',') : String(v)}\``;
}

export function configTable(): string {
  const docs = comments(readFileSync(join(ROOT, 'server/shared/config.ts'), 'utf8'));
  const rows = Object.keys(EnvSchema.shape).map((key) => {
    const doc = docs.get(key);
    if (!doc) throw new Error(`server/shared/config.ts: ${key} has no doc comment`);
    return `| \`${key}\` | ${defaultOf(key)} | ${doc.replace(/\|/g, '\\|')} |`;
  });
  return [START, '', '| Variable | Default | Meaning |', '|---|---|---|', ...rows, '', END].join('\n');
}

export function readmeWithTable(readme: string): string {
  const a = readme.indexOf(START);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new Error(`README.md has no ${START} … ${END} block`);
  return readme.slice(0, a) + configTable() + readme.slice(b + END.length);
}

if (import.meta.main) {
  const path = join(ROOT, 'README.md');
  writeFileSync(path, readmeWithTable(readFileSync(path, 'utf8')));
}
