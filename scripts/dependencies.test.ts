// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'package.json'), 'utf8')) as Record<
  string,
  Record<string, string> | undefined
>;

describe('package.json', () => {
  // Issue 12: every dependency pinned, so a fresh clone installs what the lock and the tests saw
  // (`npm install -D x` writes a ^range unless told otherwise).
  it('pins every dependency to an exact version', () => {
    const ranged = ['dependencies', 'devDependencies', 'optionalDependencies']
      .flatMap((field) => Object.entries(pkg[field] ?? {}))
      .filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
      .map(([name, version]) => `${name}@${version}`);
    expect(ranged).toEqual([]);
  });
});
