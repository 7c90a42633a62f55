// The decision records stay findable: every record starts with its Date and Status, and the
// index (docs/decisions/README.md) lists every record once, with the record's own date and status.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '../docs/decisions');
const records = readdirSync(DIR).filter((f) => /^\d{3}-.+\.md$/.test(f));
const index = readFileSync(join(DIR, 'README.md'), 'utf8');

it('has a Date and a Status at the top of every decision record', () => {
  const missing = records.filter((f) => {
    const head = readFileSync(join(DIR, f), 'utf8').split('\n').slice(0, 4).join('\n');
    return !/^Date: \d{4}-\d{2}-\d{2}\. Status: \S.*$/m.test(head);
  });
  expect(missing).toEqual([]);
});

it('lists every record in the index with its date and status', () => {
  for (const f of records) {
    const head = readFileSync(join(DIR, f), 'utf8');
    const [, date, status] = /^Date: (\S+)\. Status: (.+?)\.?$/m.exec(head) ?? [];
    const row = index.split('\n').find((l) => l.includes(`](${f})`));
    expect(row, f).toBeDefined();
    expect(row, f).toContain(`| ${date} | ${status} |`);
  }
  const listed = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]);
  expect(listed.filter((f) => !records.includes(f as string))).toEqual([]);
});
