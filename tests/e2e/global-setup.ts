// Starts the real server on the built site, with a throwaway data directory and a real SMTP sink
// that writes every message it receives to mailDir as an .eml file. Tests get the addresses with
// inject('baseURL'), inject('dataDir'), inject('mailDir').
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath, startServerProcess } from '../../scripts/processes.ts';
import { startSmtpSink } from '../../scripts/sinks.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    mailDir: string;
  }
}

export default async function setup(project: TestProject) {
  const buildDir = resolve('build/client');
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error('No build in build/client: run `npm run build` before the e2e tests (npm test does).');
  }
  if (!existsSync(chromiumPath)) {
    throw new Error(
      'Chromium is missing: install it with `apt-get install -y chromium` (npm test does when it can).',
    );
  }
  const root = mkdtempSync(join(tmpdir(), 'e2e-'));
  const dataDir = join(root, 'data');
  const mailDir = join(root, 'mail-sink');
  mkdirSync(dataDir);
  mkdirSync(mailDir);
  let n = 0;
  const sink = await startSmtpSink({
    onMessage: (raw) => {
      n += 1;
      writeFileSync(join(mailDir, `${Date.now()}-${n}.eml`), raw);
    },
  });
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    LEADS_TO: 'sales@example.com',
    MAIL_FROM: 'website@example.com',
    COOKIE_SECRET: 'e2e-cookie-secret-e2e-cookie-secret-0123456789',
    LEAD_RATE_LIMIT: '1000',
  });
  const baseURL = server.url;

  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);

  return async () => {
    await server.stop();
    await sink.close();
    rmSync(root, { recursive: true, force: true });
  };
}
