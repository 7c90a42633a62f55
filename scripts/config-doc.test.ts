// README.md's configuration table is the one server/shared/config.ts makes (scripts/config-doc.ts):
// a variable added, removed or changed in the schema without `node scripts/config-doc.ts` fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { configTable, readmeWithTable } from './config-doc.ts';

it("README's configuration table is generated from server/shared/config.ts and current", () => {
  const readme = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
  expect(readmeWithTable(readme)).toBe(readme);
  expect(configTable()).toContain('| `DATABASE_URL` | unset |');
  expect(configTable()).toContain('| `LEAD_RETENTION_DAYS` | `730` |');
});
