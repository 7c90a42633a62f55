// The floors (decision 084): the folder import graph drawn from the code has no cycle, and each
// import zone in biome.json refuses what it must. A probe per zone writes a file that breaks the
// rule into a scratch copy of the tree's layout and runs Biome on it, so a zone that stops
// working (a typo in a glob, an override that shadows another) fails here, not in review.
// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGraph } from './import-graph.ts';
import { runProcess } from './processes.ts';

const ROOT = join(import.meta.dirname, '..');

describe('the folder import graph', () => {
  it('has no cycle', () => {
    const graph = importGraph();
    expect(graph.edges.size).toBeGreaterThan(30);
    expect(graph.cycles).toEqual([]);
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

/** A file that breaks a zone's rule, the rule's words, and an import the zone allows. */
const PROBES: { file: string; banned: string; message: RegExp; allowed: string }[] = [
  {
    file: 'server/shared/probe.ts',
    banned: '../leads/lead-service.ts',
    message: /server\/shared\/ is the floor/,
    allowed: '../db/database.ts',
  },
  {
    file: 'server/shared/probe-root.ts',
    banned: '../app.ts',
    message: /server\/shared\/ is the floor/,
    allowed: './clock.ts',
  },
  {
    file: 'server/db/probe.ts',
    banned: '../shared/clock.ts',
    message: /server\/db\/ is storage/,
    allowed: '../../contracts/api.ts',
  },
  {
    file: 'server/live/probe.ts',
    banned: '../leads/lead-service.ts',
    message: /server\/live\/ is the lead feed/,
    allowed: '../db/database.ts',
  },
  {
    file: 'server/mail/probe.ts',
    banned: '../outbox/outbox.ts',
    message: /server\/mail\/ renders/,
    allowed: '../shared/clock.ts',
  },
  {
    file: 'server/webhooks/probe.ts',
    banned: '../outbox/outbox.ts',
    message: /server\/webhooks\/ signs/,
    allowed: '../shared/url.ts',
  },
  {
    file: 'server/outbox/probe.ts',
    banned: '../leads/lead-service.ts',
    message: /server\/outbox\/ delivers/,
    allowed: '../webhooks/webhooks.ts',
  },
  {
    file: 'server/leads/probe.ts',
    banned: '../privacy/privacy-service.ts',
    message: /server\/leads\/ owns the lead/,
    allowed: '../outbox/outbox.ts',
  },
  {
    file: 'server/leads/probe-console.ts',
    banned: '../console/operators.ts',
    message: /server\/leads\/ owns the lead/,
    allowed: '../live/feed.ts',
  },
  {
    file: 'server/privacy/probe.ts',
    banned: '../plugins/app/sessions.ts',
    message: /server\/privacy\/ builds on leads/,
    allowed: '../leads/lead-service.ts',
  },
  {
    file: 'server/console/probe.ts',
    banned: '../plugins/app/sessions.ts',
    message: /server\/console\/ \(operators/,
    allowed: '../outbox/outbox.ts',
  },
  {
    file: 'server/digest/probe.ts',
    banned: '../leads/lead-service.ts',
    message: /server\/digest\/ queues/,
    allowed: '../outbox/outbox.ts',
  },
  {
    file: 'server/broadband/probe.ts',
    banned: '../outbox/outbox.ts',
    message: /server\/broadband\/ imports and answers/,
    allowed: '../../content/pages.ts',
  },
  {
    file: 'server/zip/probe.ts',
    banned: '../db/database.ts',
    message: /server\/zip\/ answers a ZIP/,
    allowed: '../../content/pages.ts',
  },
  {
    file: 'server/plugins/app/probe.ts',
    banned: '../../routes/health.ts',
    message: /Plugins wire features/,
    allowed: '../../leads/lead-service.ts',
  },
  {
    file: 'server/leads/probe-app.ts',
    banned: '../../app/lib/api.ts',
    message: /server\/leads\/ owns the lead/,
    allowed: '../../contracts/api.ts',
  },
  {
    file: 'content/probe.ts',
    banned: '../server/shared/clock.ts',
    message: /content\/ is the site's words/,
    allowed: './base/paths.ts',
  },
  {
    file: 'content/base/probe.ts',
    banned: '../pages.ts',
    message: /content\/base\/ is the floor of content/,
    allowed: '../../contracts/content.ts',
  },
  {
    file: 'app/lib/probe.ts',
    banned: '../../server/shared/clock.ts',
    message: /app\/ ships to the browser/,
    allowed: '../../content/pages.ts',
  },
];

type Diagnostic = { category: string; message: string; location: { path: string } };

describe('import zones (biome.json)', () => {
  let scratch: string;
  let diagnostics: Diagnostic[];

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'zones-'));
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
    delete config.$schema;
    writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
    for (const probe of PROBES) {
      const path = join(scratch, probe.file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `import { a } from '${probe.banned}';\nexport const b = a;\n`);
      writeFileSync(
        path.replace(/\.ts$/, '-allowed.ts'),
        `import { a } from '${probe.allowed}';\nexport const b = a;\n`,
      );
    }
    const biome = join(ROOT, 'node_modules/.bin/biome');
    const run = await runProcess([biome, 'lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: scratch,
    });
    const json = run.stdout.slice(run.stdout.indexOf('{'));
    diagnostics = (JSON.parse(json) as { diagnostics: Diagnostic[] }).diagnostics.filter(
      (d) => d.category === 'lint/style/noRestrictedImports',
    );
  }, 60_000);

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  for (const probe of PROBES) {
    it(`${probe.file}: refuses ${probe.banned}, allows ${probe.allowed}`, () => {
      const on = (file: string) => diagnostics.filter((d) => d.location.path.endsWith(file));
      const refused = on(probe.file);
      expect(refused, `no zone refused ${probe.banned} in ${probe.file}`).toHaveLength(1);
      expect(refused[0]?.message).toMatch(probe.message);
      expect(on(probe.file.replace(/\.ts$/, '-allowed.ts'))).toEqual([]);
    });
  }
});
