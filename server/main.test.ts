import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir } from './test-support.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /listening on (http:\/\/[^"\s]+)/.exec(out);
      if (m?.[1]) {
        clearInterval(timer);
        resolve(m[1]);
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`exited: ${out}`));
      }
    }, 20);
  });
  return { child, listening, exited, output: () => out };
}

describe('server process', () => {
  it('logs its address, serves, and exits 0 on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'homewire-main-'));
    try {
      const p = start({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, BUILD_DIR: join(dir, 'none') });
      const url = await p.listening;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
    } finally {
      removeDir(dir);
    }
  });

  it('refuses to start on bad configuration with a readable list', async () => {
    const p = start({ PORT: 'eighty', SITE_URL: 'nope' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('Invalid configuration');
    expect(p.output()).toContain('PORT');
    expect(p.output()).toContain('SITE_URL');
  });
});
