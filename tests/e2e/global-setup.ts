// Starts the real server on the built site, with a throwaway data directory and a real SMTP sink
// that writes every message it receives to mailDir as an .eml file. Tests get the addresses with
// inject('baseURL'), inject('dataDir'), inject('mailDir').
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    mailDir: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

async function startMailSink(mailDir: string): Promise<{ port: number; close: () => Promise<void> }> {
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        n += 1;
        writeFileSync(join(mailDir, `${Date.now()}-${n}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((res) => server.listen(port, '127.0.0.1', () => res()));
  return { port, close: () => new Promise((res) => server.close(() => res())) };
}

async function waitForHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not become healthy in 30 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  const buildDir = resolve('build/client');
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error('No build in build/client: run `npm run build` before the e2e tests (npm test does).');
  }
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error(
      'Chromium is missing: install it with `apt-get install -y chromium` (npm test does when it can).',
    );
  }
  const root = mkdtempSync(join(tmpdir(), 'e2e-'));
  const dataDir = join(root, 'data');
  const mailDir = join(root, 'mail-sink');
  mkdirSync(dataDir);
  mkdirSync(mailDir);
  const sink = await startMailSink(mailDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  let log = '';
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      LEADS_TO: 'sales@example.com',
      MAIL_FROM: 'website@example.com',
      COOKIE_SECRET: 'e2e-cookie-secret-e2e-cookie-secret-0123456789',
      LEAD_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  await waitForHealthy(baseURL, child, () => log);

  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    await sink.close();
    rmSync(root, { recursive: true, force: true });
  };
}
