// Form data and URL values are read through zod schemas (the console's actions: app/console/forms.ts;
// the plan finder's URL: app/components/plans/plan-url.ts), never cast: `form.get('status') as LeadStatus` says
// a value is what it may not be, and the next line trusts it. This reads every product file of
// app/ and fails on a cast of a value read from a form, a query string or a control.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { files } from './files.ts';

const ROOT = join(import.meta.dirname, '..');

/**
 * A cast of a read value, alone or in one call: `form.get('x') as …`, `String(params.get('x')) as …`
 * (searchParams, FormData, Headers), `e.currentTarget.value as …`, `Object.fromEntries(form) as …`.
 */
const CASTS = [
  /\.get(?:All)?\([^()]*\)\s*(?:,?\s*\))?\s+as\s+/g,
  /\.value\s*(?:,?\s*\))?\s+as\s+/g,
  /\bfromEntries\([^()]*\)\s*(?:,?\s*\))?\s+as\s+/g,
];

const castsIn = (text: string): string[] =>
  CASTS.flatMap((re) => [...text.matchAll(re)].map((m) => m[0].replace(/\s+/g, ' ').trim()));

describe('no casts of form or URL values in app/', () => {
  it('finds each kind of cast (the check can fail)', () => {
    const probe = [
      "return { status: String(form.get('status')) as LeadStatus };",
      "const to = params.get('to') as string;",
      'const sort = new URL(request.url).searchParams.get("sort") as Sort;',
      "go({ ...filters, sort: e.currentTarget.value as PlanFilters['sort'] });",
      'const body = Object.fromEntries(form) as Invite;',
      'const id = String(\n  form.get(\n    "id",\n  ),\n) as string;',
    ].join('\n');
    expect(castsIn(probe)).toHaveLength(6);
    // Casts of elements and of values that are not read from a form or the URL are not this rule's.
    expect(castsIn('const field = e.target as HTMLInputElement;\nconst n = (value as number) + 1;')).toEqual(
      [],
    );
  });

  it('app/ casts no form or URL value', () => {
    const found = files(
      join(ROOT, 'app'),
      (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
    ).flatMap((file) =>
      castsIn(readFileSync(file, 'utf8')).map((cast) => `${relative(ROOT, file)}: ${cast}`),
    );
    expect(found).toEqual([]);
  });
});
