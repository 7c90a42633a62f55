import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts on purpose: the React Router plugin does not run under Vitest.
// Four projects (and bench-console, a measurement): unit (components and pure code), integration (server over real HTTP, real
// SQLite/PostgreSQL and a real SMTP server), e2e (Chromium against the built site and real server)
// and e2e-console, most of the console's browser files, which `npm test` runs in the second of its two
// Vitest processes with unit and integration, so that the two end at about the same time
// (scripts/test.ts; bench/results/history.md, "Test suite time").

/**
 * The console's browser files that npm test's second Vitest process runs. The other one
 * (console-inbox) runs in the first, with the public site's, so that the two end at about the same
 * time (bench/results/history.md, "Where the time is now"; on 7 Dec the second ended 197–271 s
 * after the first, its content files grown, so console-inbox, about 100 s, moved to the first; on
 * 8 Dec a publish's brotli at 6 took the content files down and the first ended 135 s after the
 * second, so console-keys and console-lead, about 75 s, moved back).
 */
const consoleE2e = [
  'tests/e2e/console-content.test.ts',
  'tests/e2e/console-keys.test.ts',
  'tests/e2e/console-lead.test.ts',
  'tests/e2e/console-live.test.ts',
  'tests/e2e/console.test.ts',
];

const e2e = {
  environment: 'node' as const,
  globalSetup: ['tests/e2e/global-setup.ts'],
  // A loaded 2-core CI machine can take seconds to hydrate a page; polls wait for it.
  expect: { poll: { timeout: 10_000, interval: 100 } },
  // The longest flows (an editor's edit, preview, publish and rollback) take 19-24 s on a quiet
  // machine; a fresh-clone CI at load 9 (8 Dec) ran one past 60 s.
  testTimeout: 120_000,
  hookTimeout: 120_000,
  fileParallelism: false,
};

export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify('http://localhost:3000'),
    __BUILD_DATE__: JSON.stringify('2026-12-01'),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'contracts/**/*.test.ts',
            'content/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // Node runs the server's TypeScript natively, as in production; @fastify/autoload imports
          // the plugins with Node's own import(), so the tests must share those module instances.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          experimental: { viteModuleRunner: false },
        },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], exclude: consoleE2e, ...e2e },
      },
      {
        extends: true,
        test: { name: 'e2e-console', include: consoleE2e, ...e2e },
      },
      {
        // A measurement, not a test (npm test does not run it): bench/console-typing.test.ts.
        extends: true,
        test: { name: 'bench-console', include: ['bench/console-typing.test.ts'], ...e2e },
      },
    ],
  },
});
