// Issue 13, item 3: one client holding hundreds of connections that send a request body one byte
// at a time must not starve everybody else. The server process runs with a small file-handle limit
// (prlimit) so that, without timeouts and caps, the slow connections exhaust it as 20,000 did in
// the review. Loopback only: the slow client is 127.0.0.2, the normal visitor 127.0.0.1.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, removeDir, type ServerProcess, spawnServerProcess } from './helper.ts';

const FILE_LIMIT = 400;
const SLOW_CONNECTIONS = 600;
const REQUEST_TIMEOUT_MS = 3000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

describe('slow clients', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'homewire-slow-'));
  const buildDir = join(dataDir, 'build');
  let server: ServerProcess;
  let url: URL;

  beforeAll(async () => {
    mkdirSync(join(buildDir, 'contact-us'), { recursive: true });
    writeFileSync(join(buildDir, 'index.html'), page('Home'));
    writeFileSync(join(buildDir, 'contact-us/index.html'), page('Contact'));
    writeFileSync(join(buildDir, '__spa-fallback.html'), page('Fallback'));
    server = await spawnServerProcess(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        BUILD_DIR: buildDir,
        COOKIE_SECRET: 'slow-clients-test-cookie-secret-0123456789',
        LEAD_RATE_LIMIT: '1000',
        WORKER: 'false',
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        HEADERS_TIMEOUT_MS: '2000',
        KEEP_ALIVE_TIMEOUT_MS: '1000',
        MAX_CONNECTIONS: '300',
        MAX_CONNECTIONS_PER_CLIENT: '50',
      },
      ['prlimit', `--nofile=${FILE_LIMIT}:${FILE_LIMIT}`, '--', process.execPath, 'server/main.ts'],
    );
    url = new URL(await server.listening);
  });

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    removeDir(dataDir);
  });

  it('a client holding 600 slow-body connections does not keep a visitor from pages and the contact form', async () => {
    const sockets: { socket: Socket; opened: number; closed?: number }[] = [];
    for (let i = 0; i < SLOW_CONNECTIONS; i++) {
      const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: '127.0.0.2' });
      const entry: { socket: Socket; opened: number; closed?: number } = { socket, opened: Date.now() };
      socket.on('error', () => {});
      socket.on('close', () => {
        entry.closed = Date.now();
      });
      socket.on('connect', () => {
        const method = i % 4 === 0 ? 'OPTIONS /' : 'POST /api/send-contact-email';
        socket.write(
          `${method} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
        );
      });
      sockets.push(entry);
    }
    // One byte per connection every 500 ms: never idle, never done.
    const drip = setInterval(() => {
      for (const { socket } of sockets) if (!socket.destroyed && socket.writable) socket.write(' ');
    }, 500);
    try {
      await sleep(500);
      // A visitor meanwhile: pages, the CSRF cookie and a lead, each answered within 5 s.
      const timeout = () => AbortSignal.timeout(5000);
      const visitorStarted = Date.now();
      for (const path of ['/', '/contact-us', '/']) {
        const res = await fetch(new URL(path, url), { signal: timeout() });
        expect(res.status, path).toBe(200);
        expect(await res.text()).toContain('<h1>');
      }
      const client = new ApiClient(url.origin);
      await client.csrf();
      const lead = await client.post('/api/send-contact-email', {
        name: 'Patient Visitor',
        email: 'visitor@example.com',
        subject: 'Still open?',
      });
      expect(lead.status).toBe(201);
      expect(Date.now() - visitorStarted).toBeLessThan(10_000);

      // The slow connections do not live past the request timeout (plus Node's check interval
      // and some slack for a loaded machine); those over the per-client cap are closed at once.
      await sleep(REQUEST_TIMEOUT_MS + 2500);
      const open = sockets.filter((s) => s.closed === undefined).length;
      expect(open).toBe(0);
      const lifetimes = sockets.map((s) => (s.closed as number) - s.opened);
      expect(Math.max(...lifetimes)).toBeLessThan(REQUEST_TIMEOUT_MS + 3000);
      expect(server.child.exitCode).toBeNull();
    } finally {
      clearInterval(drip);
      for (const { socket } of sockets) socket.destroy();
    }
  }, 60_000);
});
