// Issue 13, item 8, over raw sockets: what Node's parser accepts and the server must refuse, and
// Origin compared with SITE_URL's origin when SITE_URL is set.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Running, removeDir, startServer, testConfig } from './helper.ts';

/** Sends raw bytes, returns everything the server answers until it closes (or 3 s pass). */
function rawRequest(url: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let out = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => {
      out += d;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(out));
    socket.setTimeout(3000, () => socket.destroy());
    socket.write(bytes, 'latin1');
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
const lead = JSON.stringify({ name: 'Raw Socket', email: 'raw@example.com', subject: 'x' });

describe('lenient HTTP framing is refused', () => {
  let s: Running;
  let client: ApiClient;
  let host: string;
  const config = testConfig();
  beforeAll(async () => {
    s = await startServer(config);
    client = new ApiClient(s.url);
    await client.csrf();
    host = new URL(s.url).host;
  });
  afterAll(async () => {
    await s.close();
    removeDir(config.dataDir);
  });
  const leadCount = async () =>
    Number(
      (
        await s.app.database.db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const leadRequest = (
    version: string,
    extraHeaders: string[],
    body: string,
    framing: 'length' | 'chunked',
  ) =>
    [
      `POST /api/send-contact-email HTTP/${version}`,
      ...extraHeaders,
      'Content-Type: application/json',
      `Cookie: ${client.cookieHeader()}`,
      `X-XSRF-TOKEN: ${client.token}`,
      'Connection: close',
      framing === 'length' ? `Content-Length: ${Buffer.byteLength(body)}` : 'Transfer-Encoding: chunked',
      '',
      framing === 'length' ? body : `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    ].join('\r\n');

  it('a well-formed raw lead is stored (the requests below differ only in what is refused)', async () => {
    const before = await leadCount();
    expect(statusOf(await rawRequest(s.url, leadRequest('1.1', [`Host: ${host}`], lead, 'length')))).toBe(
      201,
    );
    expect(await leadCount()).toBe(before + 1);
  });

  it('two Host headers → 400, nothing stored', async () => {
    const before = await leadCount();
    const answer = await rawRequest(
      s.url,
      leadRequest('1.1', [`Host: ${host}`, 'Host: evil.example'], lead, 'length'),
    );
    expect(statusOf(answer), answer).toBe(400);
    expect(answer).toContain('More than one Host header.');
    expect(
      statusOf(await rawRequest(s.url, `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nHost: ${host}\r\n\r\n`)),
    ).toBe(400);
    expect(await leadCount()).toBe(before);
  });

  it('a Host with a space (or other junk) → 400, nothing stored', async () => {
    const before = await leadCount();
    for (const bad of ['evil example', `${host} x`, 'a/b', 'a@b', 'x:port']) {
      const answer = await rawRequest(s.url, leadRequest('1.1', [`Host: ${bad}`], lead, 'length'));
      expect(statusOf(answer), bad).toBe(400);
    }
    for (const good of [host, 'localhost', 'www.example.com', '[::1]:3000', 'example.com.', 'web_app:3000']) {
      expect(
        statusOf(
          await rawRequest(s.url, `GET /healthz HTTP/1.1\r\nHost: ${good}\r\nConnection: close\r\n\r\n`),
        ),
        good,
      ).toBe(200);
    }
    expect(await leadCount()).toBe(before);
  });

  it('HTTP/1.0 with Transfer-Encoding: chunked → 400 and the connection closed, nothing stored', async () => {
    const before = await leadCount();
    const answer = await rawRequest(s.url, leadRequest('1.0', [`Host: ${host}`], lead, 'chunked'));
    expect(statusOf(answer), answer).toBe(400);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(await leadCount()).toBe(before);
    // HTTP/1.1 chunked is fine.
    expect(statusOf(await rawRequest(s.url, leadRequest('1.1', [`Host: ${host}`], lead, 'chunked')))).toBe(
      201,
    );
  });
});

describe('Origin with SITE_URL set', () => {
  it('is compared with SITE_URL’s origin, not with the Host the request names', async () => {
    const config = testConfig({ siteUrl: 'https://www.example.com', siteUrlExplicit: true });
    const s = await startServer(config);
    try {
      const c = new ApiClient(s.url);
      await c.csrf();
      // Origin matches the request's own Host (127.0.0.1:port) but not SITE_URL: refused.
      const ownHost = await c.post('/api/send-contact-email', lead, { origin: s.url });
      expect(ownHost.status).toBe(403);
      const site = await c.post('/api/send-contact-email', lead, { origin: 'https://www.example.com' });
      expect(site.status).toBe(201);
    } finally {
      await s.close();
      removeDir(config.dataDir);
    }
  });
});
