// The floors (decision 084): the folder import graph drawn from the code has no cycle, and each
// import zone in biome.json refuses what it must. A probe per zone writes a file that breaks the
// rule into a scratch copy of the tree's layout and runs Biome on it, so a zone that stops
// working (a typo in a glob, an override that shadows another) fails here, not in review.
// @vitest-environment node
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGraph, withServerGraph } from './import-graph.ts';
import { runProcess } from './processes.ts';

const ROOT = join(import.meta.dirname, '..');

describe('the folder import graph', () => {
  it('has no cycle', () => {
    const graph = importGraph();
    expect(graph.edges.size).toBeGreaterThan(30);
    expect(graph.cycles).toEqual([]);
  });

  it('is the graph docs/architecture.md shows (node scripts/import-graph.ts --write)', () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    expect(withServerGraph(doc)).toBe(doc);
  });

  it('finds a cycle when two folders import each other (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'graph-'));
    try {
      for (const [file, text] of Object.entries({
        'server/a/one.ts': "import { two } from '../b/two.ts';\nexport const one = two;\n",
        'server/b/two.ts': "export const two = 2;\nexport { three } from '../c/three.ts';\n",
        'server/c/three.ts': "export const three = () => import('../a/one.ts');\n",
      })) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), text);
      }
      expect(importGraph(dir).cycles).toEqual([['server/a', 'server/b', 'server/c']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** [a file that breaks a zone's rule, what it imports, the rule's words, an import the zone allows] */
const PROBES: [file: string, banned: string, message: string, allowed: string][] = [
  ['server/shared/probe.ts', '../leads/lead-commands.ts', 'server/shared/ is', '../db/database.ts'],
  ['server/shared/probe-root.ts', '../app.ts', 'server/shared/ is', './clock.ts'],
  ['server/db/probe.ts', '../shared/clock.ts', 'server/db/ is', '../../contracts/api.ts'],
  ['server/live/probe.ts', '../leads/lead-commands.ts', 'server/live/ is', '../db/database.ts'],
  ['server/mail/probe.ts', '../outbox/outbox.ts', 'server/mail/', '../shared/clock.ts'],
  ['server/webhooks/probe.ts', '../outbox/outbox.ts', 'server/webhooks/', '../shared/url.ts'],
  ['server/outbox/probe.ts', '../leads/lead-commands.ts', 'server/outbox/', '../webhooks/webhooks.ts'],
  ['server/leads/probe.ts', '../privacy/privacy-service.ts', 'server/leads/', '../outbox/outbox.ts'],
  ['server/leads/probe-console.ts', '../console/operators.ts', 'server/leads/', '../live/feed.ts'],
  ['server/privacy/probe.ts', '../plugins/app/sessions.ts', 'server/privacy/', '../leads/lead-commands.ts'],
  ['server/console/probe.ts', '../plugins/app/sessions.ts', 'server/console/', '../outbox/outbox.ts'],
  ['server/digest/probe.ts', '../leads/lead-commands.ts', 'server/digest/', '../outbox/outbox.ts'],
  ['server/broadband/probe.ts', '../outbox/outbox.ts', 'server/broadband/', '../../content/pages.ts'],
  ['server/zip/probe.ts', '../db/database.ts', 'server/zip/', '../../content/pages.ts'],
  ['server/plugins/app/probe.ts', '../../routes/health.ts', 'Plugins wire', '../../leads/lead-commands.ts'],
  ['server/leads/probe-app.ts', '../../app/lib/api.ts', 'server/leads/', '../../contracts/api.ts'],
  [
    'server/routes/api/probe.ts',
    '../../db/database.ts',
    'Route files hold no queries',
    '../../shared/errors.ts',
  ],
  [
    'server/routes/api/admin/probe-kysely.ts',
    'kysely',
    'Route files hold no queries',
    '../../../console/operators.ts',
  ],
  ['content/probe.ts', '../server/shared/clock.ts', 'content/ is', './base/paths.ts'],
  ['content/base/probe.ts', '../pages.ts', 'content/base/ is', '../../contracts/content.ts'],
  ['app/lib/probe.ts', '../../server/shared/clock.ts', 'app/ ships', '../../content/pages.ts'],
  // The one spawner (scripts/no-child-process.grit), beside the zones too.
  ['bench/probe-spawn.ts', 'node:child_process', 'through scripts/processes.ts', 'node:fs'],
  ['server/leads/probe-spawn.ts', 'child_process', 'through scripts/processes.ts', '../outbox/outbox.ts'],
];

/** The files that may import node:child_process: the spawner, and what runs before dependencies exist. */
const SPAWNERS = ['scripts/processes.ts', 'scripts/ensure-deps.mjs'];

type Diagnostic = { category: string; message: string; location: { path: string } };

describe('import zones (biome.json)', () => {
  let scratch: string;
  let diagnostics: Diagnostic[];

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'zones-'));
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
    delete config.$schema;
    writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
    for (const plugin of (config.overrides as { plugins?: string[] }[]).flatMap((o) => o.plugins ?? [])) {
      mkdirSync(dirname(join(scratch, plugin)), { recursive: true });
      copyFileSync(join(ROOT, plugin), join(scratch, plugin));
    }
    for (const file of SPAWNERS) {
      mkdirSync(dirname(join(scratch, file)), { recursive: true });
      writeFileSync(
        join(scratch, file),
        "import { spawn } from 'node:child_process';\nexport const s = spawn;\n",
      );
    }
    for (const [file, banned, , allowed] of PROBES) {
      const path = join(scratch, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `import { a } from '${banned}';\nexport const b = a;\n`);
      writeFileSync(
        path.replace(/\.ts$/, '-allowed.ts'),
        `import { a } from '${allowed}';\nexport const b = a;\n`,
      );
    }
    const biome = join(ROOT, 'node_modules/.bin/biome');
    const run = await runProcess([biome, 'lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: scratch,
    });
    const json = run.stdout.slice(run.stdout.indexOf('{'));
    diagnostics = (JSON.parse(json) as { diagnostics: Diagnostic[] }).diagnostics.filter(
      (d) => d.category === 'lint/style/noRestrictedImports' || d.category === 'plugin',
    );
  }, 60_000);

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  for (const [file, banned, message, allowed] of PROBES) {
    it(`${file}: refuses ${banned}, allows ${allowed}`, () => {
      const on = (path: string) => diagnostics.filter((d) => d.location.path.endsWith(path));
      const refused = on(file);
      expect(refused, `no zone refused ${banned} in ${file}`).toHaveLength(1);
      expect(refused[0]?.message).toContain(message);
      expect(on(file.replace(/\.ts$/, '-allowed.ts'))).toEqual([]);
    });
  }

  it(`lets ${SPAWNERS.join(' and ')} import node:child_process`, () => {
    expect(diagnostics.filter((d) => SPAWNERS.some((f) => d.location.path.endsWith(f)))).toEqual([]);
  });
});
