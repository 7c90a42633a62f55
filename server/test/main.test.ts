import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir, type ServerProcess, spawnServerProcess } from './helper.ts';

const children: ServerProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.child.exitCode === null) c.child.kill('SIGKILL');
});

async function start(env: Record<string, string>, command?: string[]) {
  const p = await spawnServerProcess(env, command);
  children.push(p);
  return p;
}

describe('server process', () => {
  it('logs its address, serves, and exits 0 on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'homewire-main-'));
    try {
      const p = await start({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, BUILD_DIR: join(dir, 'none') });
      const url = await p.listening;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
    } finally {
      removeDir(dir);
    }
  });

  it('stops when a supervisor sends SIGTERM to `npm run serve` (no orphaned server)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'homewire-main-'));
    try {
      const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, BUILD_DIR: join(dir, 'none') };
      const p = await start(env, ['npm', 'run', '--silent', 'serve']);
      const url = await p.listening;
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      p.child.kill('SIGTERM'); // npm's own pid, as a supervisor would
      await p.exited;
      // npm forwards the signal to its script's shell; the shell must be the server (exec).
      await expect
        .poll(
          () =>
            fetch(`${url}/healthz`).then(
              () => 'up',
              () => 'down',
            ),
          { timeout: 10_000 },
        )
        .toBe('down');
    } finally {
      removeDir(dir);
    }
  });

  it('refuses to start on bad configuration with a readable list', async () => {
    const p = await start({ PORT: 'eighty', SITE_URL: 'nope' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('Invalid configuration');
    expect(p.output()).toContain('PORT');
    expect(p.output()).toContain('SITE_URL');
  });
});
