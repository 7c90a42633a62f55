// `node bench/axe-modes.ts`: how long one axe-core run (the tags routes.test.ts asserts) takes on a
// built page, in AxeBuilder's default mode (axe.runPartial() per frame, then axe.finishRun() in a
// second, blank page with a second copy of axe), with only violations collected (resultTypes), and
// as axe.run() in the page itself (legacy mode) with only violations. Three rounds over three pages,
// the modes' order alternating per round; prints each run in ms and the violations if any differ.
// Needs a build (`npm run build`). Not part of `npm run bench`: it measures the test suite, not the site.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, startServerProcess } from '../scripts/processes.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const PAGES = ['/service/tv', '/about-us', '/service/internet/provider-detail/xfinity'];
const modes: [string, (page: Page) => AxeBuilder][] = [
  ['default', (page) => new AxeBuilder({ page }).withTags(TAGS)],
  [
    'violations only',
    (page) => new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }),
  ],
  [
    'axe.run in the page, violations only',
    (page) =>
      new AxeBuilder({ page })
        .withTags(TAGS)
        .options({ resultTypes: ['violations'] })
        .setLegacyMode(),
  ],
];

const dir = mkdtempSync(join(tmpdir(), 'axe-modes-'));
const server = await startServerProcess({
  DATA_DIR: dir,
  BUILD_DIR: resolve('build/client'),
  COOKIE_SECRET: 'axe-modes-bench-cookie-secret-0123456789',
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
const times = new Map<string, number[]>();
const found = new Map<string, string>();
try {
  for (let round = 0; round < 3; round++) {
    for (const path of PAGES) {
      for (const [name, make] of round % 2 ? [...modes].reverse() : modes) {
        const context = await browser.newContext({
          baseURL: server.url,
          viewport: { width: 1366, height: 900 },
        });
        const page = await context.newPage();
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const started = performance.now();
        const { violations } = await make(page).analyze();
        times.set(name, [...(times.get(name) ?? []), performance.now() - started]);
        const ids = JSON.stringify(violations.map((v) => [v.id, v.nodes.length]));
        if (found.has(path) && found.get(path) !== ids)
          console.log(`${path}: ${name} found ${ids}, not ${found.get(path)}`);
        found.set(path, ids);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
for (const [name, list] of times) {
  const total = list.reduce((a, b) => a + b, 0);
  console.log(`${name}: ${list.map((t) => Math.round(t)).join(' ')} ms; total ${Math.round(total)} ms`);
}
