// The console's trust boundary, proven from the route table (decision 034). Every route the app
// registers is collected with an onRoute hook; for each console route: it declares who may call it;
// without a session it answers 401 and changes nothing; an agent on an admin route gets 403 and
// changes nothing (and the refusal is audited); and the same path spelled other ways (percent-
// encoded letters in every segment, upper case, doubled slashes, a trailing slash, ;param segments,
// . and .. segments, an encoded slash) is never a 2xx and changes nothing. Requests go over a real
// socket with the path sent byte for byte (node:http), as an attacker's client would send them.
// On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { request as httpRequest } from 'node:http';
import Fastify, { type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { beforeAll, expect, it } from 'vitest';
import { CONSOLE_ACCESS } from '../../contracts/console.ts';
import serviceApp, { serverOptions } from '../app.ts';
import type { OperatorRole } from '../db/schema.ts';
import { declaredAccess } from '../routes/api/admin/autohooks.ts';
import { systemClock } from '../shared/clock.ts';
import type { Config } from '../shared/config.ts';
import { SITE, signedInOperator } from './console-support.ts';
import { ApiClient, type ConsoleClient, describeOnBackends, itOnce, serverForSuite } from './helper.ts';

type Route = { method: string; url: string; access: string | undefined };

/** Every route the app registers, as the onRoute hook sees it (HEAD twins of GET routes left out). */
async function routeTable(config: Config): Promise<Route[]> {
  const app = Fastify(serverOptions(config));
  const routes: Route[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access: declaredAccess(route.config) });
    }
  });
  await app.register(fp(serviceApp), { config, now: systemClock });
  await app.ready();
  await app.close();
  return routes;
}

/** Other spellings of a path that a lenient router, proxy or decoder might take for the same one. */
export function spellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const join = (s: string[]) => `/${s.join('/')}`;
  const out = new Set<string>();
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  segments.forEach((segment, i) => {
    const at = (replacement: string) => join(segments.map((s, j) => (j === i ? replacement : s)));
    const letter = segment.search(/[a-z]/i);
    if (letter >= 0) {
      const c = segment[letter] as string;
      const encoded = (h: string) => segment.slice(0, letter) + h + segment.slice(letter + 1);
      out.add(at(encoded(hex(c))));
      out.add(at(encoded(hex(c).toUpperCase())));
      out.add(at(segment.toUpperCase()));
      out.add(at(segment.charAt(0).toUpperCase() + segment.slice(1)));
    }
    out.add(at(`${segment};x=1`));
    out.add(at(`${segment};`));
    // A doubled slash before this segment, a `.` segment and a `..` detour in front of it.
    out.add(join([...segments.slice(0, i), '', ...segments.slice(i)]));
    out.add(join([...segments.slice(0, i), '.', ...segments.slice(i)]));
    out.add(join([...segments.slice(0, i), 'x', '..', ...segments.slice(i)]));
    out.add(join([...segments.slice(0, i), '%2e', ...segments.slice(i)]));
    out.add(join([...segments.slice(0, i), 'x', '%2e%2e', ...segments.slice(i)]));
    // This segment and the next joined by an encoded slash.
    if (i < segments.length - 1) {
      out.add(join([...segments.slice(0, i), `${segment}%2F${segments[i + 1]}`, ...segments.slice(i + 2)]));
      out.add(join([...segments.slice(0, i), `${segment}%2f${segments[i + 1]}`, ...segments.slice(i + 2)]));
    }
  });
  out.add(`${path}/`);
  out.add(`/${path}`);
  out.add(path.toUpperCase());
  out.add(`${path.replace('/api/', '/api/%61%64%6d%69%6e/../')}`);
  out.add(path.replace(/\//g, '%2F'));
  out.add(path.replace('/admin', '\\admin'));
  out.delete(path);
  return [...out];
}

type Raw = { status: number; body: string };

/** One request with the path sent exactly as given (fetch would normalise it). */
function raw(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const { hostname, port } = new URL(base);
  return new Promise<Raw>((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        method,
        path,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    // A request line the server refuses outright (strict-http) ends the connection: no answer.
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNRESET' ? resolve({ status: 0, body: '' }) : reject(err),
    );
    req.end(body);
  });
}

describeOnBackends('console trust boundary', (backend) => {
  const suite = serverForSuite(backend, () => ({ config: { siteUrl: SITE, signinRateLimit: 1000 } }));
  let routes: Route[] = [];
  let admin: ConsoleClient;
  let agent: ConsoleClient;
  let editor: ConsoleClient;
  let stranger: ApiClient;
  const ids: Record<string, string> = {};
  const db = () => suite.db();
  const once = itOnce(backend); // for the tests that read the route table only

  const signedIn = (email: string, role: OperatorRole) => signedInOperator(db(), suite.url, { email, role });

  /** Everything a console mutation could change, as one comparable value. */
  async function fingerprint(): Promise<string> {
    const tables = [
      'leads',
      'lead_events',
      'operators',
      'enrollment_tokens',
      'outbox',
      'sessions',
      'passkeys',
      'privacy_requests',
      'content_documents',
      'content_versions',
      'content_publishes',
    ] as const;
    const parts: unknown[] = [];
    for (const t of tables) parts.push(await db().selectFrom(t).selectAll().execute());
    parts.push(
      await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '!=', 'access.refused')
        .orderBy('id')
        .execute(),
    );
    return JSON.stringify(parts);
  }

  /** A concrete path and a well-formed body for a route pattern: the real rows it would act on. */
  function concrete(route: Route): { path: string; body?: string } {
    const id = route.url.startsWith('/api/admin/leads/')
      ? ids.lead
      : route.url.startsWith('/api/admin/operators/')
        ? ids.agent
        : ids.outbox;
    const path = route.url
      .replace(':id', id ?? 'x')
      .replace(':kind/:language/*', 'provider-packages/en/internet/xfinity');
    if (route.method === 'GET') return { path };
    const bodies: Record<string, unknown> = {
      '/api/admin/operators': { email: 'evil@attacker.test', role: 'admin' },
      '/api/admin/leads/:id/status': { status: 'contacted' },
      '/api/admin/leads/:id/assign': { operatorId: ids.agent },
      '/api/admin/leads/:id/notes': { text: 'owned' },
      '/api/admin/content/documents/:kind/:language/*': { data: { packages: [] }, rev: 0 },
      '/api/admin/content/rollback/:kind/:language/*': { version: 1 },
    };
    return { path, body: JSON.stringify(bodies[route.url] ?? {}) };
  }

  const headersOf = (c: ApiClient) => ({ cookie: c.cookieHeader(), 'x-xsrf-token': c.token });
  const guarded = () => routes.filter((r) => r.url.startsWith('/api/admin') && r.access !== 'sign-in');

  beforeAll(async () => {
    routes = await routeTable(suite.config);
    const pub = new ApiClient(suite.url);
    const res = await pub.post('/api/send-contact-email', {
      name: 'Victim Person',
      email: 'victim@example.com',
      comment: 'Call me',
      page: '/contact-us',
    });
    expect(res.status).toBe(201);
    ids.lead = (await res.json()).id;
    ids.outbox = (await db().selectFrom('outbox').select('id').executeTakeFirstOrThrow()).id;
    await db().updateTable('outbox').set({ status: 'failed' }).execute();
    admin = (await signedIn('admin@example.com', 'admin')).c;
    const a = await signedIn('agent@example.com', 'agent');
    agent = a.c;
    ids.agent = a.operator.id;
    editor = (await signedIn('editor@example.com', 'editor')).c;
    stranger = new ApiClient(suite.url);
    await stranger.csrf();
    await agent.csrf();
    await editor.csrf();
  });
  once('every console route declares who may call it, from the route table', () => {
    const consoleRoutes = routes.filter((r) => r.url.startsWith('/api/admin'));
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(20);
    for (const r of consoleRoutes) expect(CONSOLE_ACCESS, `${r.method} ${r.url}`).toContain(r.access);
    // The public sign-in endpoints are exactly these; everything else needs a session.
    expect(
      consoleRoutes
        .filter((r) => r.access === 'sign-in')
        .map((r) => r.url)
        .sort(),
    ).toEqual([
      '/api/admin/auth/enroll/options',
      '/api/admin/auth/enroll/verify',
      '/api/admin/auth/signin/options',
      '/api/admin/auth/signin/verify',
      '/api/admin/auth/signout',
    ]);
    // Access is declared only inside the console's scope.
    for (const r of routes.filter((x) => !x.url.startsWith('/api/admin')))
      expect(r.access, `${r.method} ${r.url}`).toBeUndefined();
  });

  once('a console route registered without an access declaration stops the server at start', async () => {
    const { default: consoleScope } = await import('../routes/api/admin/autohooks.ts');
    const app = Fastify();
    await expect(
      app
        .register(async (scope) => {
          await consoleScope(scope);
          scope.get('/api/admin/forgotten', async () => ({ leaked: true }));
        })
        .ready(),
    ).rejects.toThrow(/declares no access/);
    await app.close();
  });

  it('without a session every guarded console route answers 401 and changes nothing', async () => {
    const before = await fingerprint();
    for (const route of guarded()) {
      const { path, body } = concrete(route);
      const res = await raw(suite.url, route.method, path, headersOf(stranger), body);
      expect(res.status, `${route.method} ${path}`).toBe(401);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('an agent on an admin-only route gets 403, changes nothing, and the refusal is audited', async () => {
    const adminOnly = guarded().filter((r) => r.access === 'admin');
    expect(adminOnly.map((r) => r.url)).toContain('/api/admin/operators');
    const before = await fingerprint();
    const refusedBefore = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'access.refused')
      .execute();
    for (const route of adminOnly) {
      const { path, body } = concrete(route);
      const res = await raw(suite.url, route.method, path, headersOf(agent), body);
      expect(res.status, `${route.method} ${path}`).toBe(403);
    }
    expect(await fingerprint()).toBe(before);
    const refused = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'access.refused')
      .execute();
    const mutations = adminOnly.filter((r) => r.method !== 'GET').length;
    expect(refused.length - refusedBefore.length).toBe(mutations);
    expect(refused.every((r) => r.operator_email === 'agent@example.com')).toBe(true);
  });

  it('an agent on an editor route, and an editor on an agent or admin route, gets 403 and changes nothing', async () => {
    const editorOnly = guarded().filter((r) => r.access === 'editor');
    expect(editorOnly.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/admin/content/documents/:kind/:language/*',
        'POST /api/admin/content/publishes',
        'POST /api/admin/content/rollback/:kind/:language/*',
      ]),
    );
    const leadsAndAdmin = guarded().filter((r) => r.access === 'operator' || r.access === 'admin');
    expect(leadsAndAdmin.map((r) => r.url)).toContain('/api/admin/leads/:id');
    const before = await fingerprint();
    for (const [who, client, refusedRoutes] of [
      ['agent', agent, editorOnly],
      ['editor', editor, leadsAndAdmin],
    ] as const) {
      for (const route of refusedRoutes) {
        const { path, body } = concrete(route);
        const res = await raw(suite.url, route.method, path, headersOf(client), body);
        expect(res.status, `${who}: ${route.method} ${path}`).toBe(403);
        expect(res.body, `${who}: ${route.method} ${path}`).not.toContain('victim@example.com');
      }
    }
    expect(await fingerprint()).toBe(before);
    // Who am I answers every role (the console's frame asks it first).
    const me = await raw(suite.url, 'GET', '/api/admin/me', headersOf(editor));
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body).operator.role).toBe('editor');
  });

  it('the same path spelled another way is never a 2xx without a session and changes nothing', async () => {
    const before = await fingerprint();
    let tried = 0;
    for (const route of guarded()) {
      const { path, body } = concrete(route);
      for (const spelled of spellings(path)) {
        const res = await raw(suite.url, route.method, spelled, headersOf(stranger), body);
        tried++;
        expect(res.status >= 200 && res.status < 300, `${route.method} ${spelled}: ${res.status}`).toBe(
          false,
        );
        expect(res.body, `${route.method} ${spelled}`).not.toContain('victim@example.com');
      }
    }
    expect(tried).toBeGreaterThan(500);
    expect(await fingerprint()).toBe(before);
    // The operator the outside test created through /api/%61dmin/operators does not exist.
    const evil = await db()
      .selectFrom('operators')
      .select('id')
      .where('email', '=', 'evil@attacker.test')
      .execute();
    expect(evil).toEqual([]);
  });

  it('the spellings the outside test used answer 401 (the encoded-path reads and the invite)', async () => {
    for (const path of ['/api/%61dmin/operators', '/api/adm%69n/operators', '/%61pi/admin/operators']) {
      const get = await raw(suite.url, 'GET', path, {});
      expect(get.status, path).not.toBe(200);
      expect(get.body).not.toContain('admin@example.com');
    }
    expect((await raw(suite.url, 'GET', '/api/%61dmin/operators', {})).status).toBe(401);
    const post = await raw(
      suite.url,
      'POST',
      '/api/%61dmin/operators',
      headersOf(stranger),
      JSON.stringify({ email: 'evil@attacker.test', role: 'admin' }),
    );
    expect(post.status).toBe(401);
    expect(
      await db().selectFrom('operators').select('id').where('email', '=', 'evil@attacker.test').execute(),
    ).toEqual([]);
  });

  it('a name with bidi controls reaches the inbox as it reads (no "\\u202eevil" shown as "live")', async () => {
    const res = await new ApiClient(suite.url).post('/api/send-contact-email', {
      name: '\u202eevil\u202c Twin',
      email: 'bidi@example.com',
      comment: 'hello',
    });
    expect(res.status).toBe(201);
    const inbox = await raw(suite.url, 'GET', '/api/admin/leads?q=bidi%40example.com', {
      cookie: admin.cookieHeader(),
    });
    expect(inbox.status).toBe(200);
    expect(JSON.parse(inbox.body).items.map((l: { name: string }) => l.name)).toEqual(['evil Twin']);
  });

  it('odd input to a console route is a 400 with a message, never a 500', async () => {
    const cookie = { cookie: admin.cookieHeader() };
    const nulCursor = Buffer.from('2026-01-01T00:00:00.000Z|\u0000').toString('base64url');
    for (const path of [
      '/api/admin/leads?to=9999-99-99',
      '/api/admin/leads?from=2026-02-30',
      '/api/admin/leads?q=%00',
      '/api/admin/leads?source=a%00b',
      '/api/admin/leads?cursor=not-a-cursor',
      `/api/admin/leads?cursor=${nulCursor}`,
      '/api/admin/leads?limit=100000',
      '/api/admin/leads?assigned=%00',
      '/api/admin/leads/export.csv?to=9999-99-99',
      '/api/admin/reports?from=9999-99-99&to=2026-01-01',
      '/api/admin/reports?from=2026-01-01',
      '/api/admin/audit?action=%00',
      '/api/admin/audit?cursor=%E2%80%AE',
      '/api/admin/privacy-requests?cursor=%00',
      '/api/admin/outbox?status=sent',
      '/api/admin/leads/%00',
      '/api/admin/leads/a%20b',
    ]) {
      const res = await raw(suite.url, 'GET', path, cookie);
      expect(res.status, `${path}: ${res.body}`).toBe(400);
      expect(JSON.parse(res.body).message, path).toBeTruthy();
    }
    const post = (path: string, body: unknown) =>
      raw(suite.url, 'POST', path, headersOf(admin), JSON.stringify(body));
    for (const [path, body] of [
      [`/api/admin/leads/${ids.lead}/status`, { status: 'owned' }],
      [`/api/admin/leads/${ids.lead}/assign`, { operatorId: '\u0000' }],
      [`/api/admin/leads/${ids.lead}/notes`, { text: '' }],
      ['/api/admin/operators', { email: 'not-an-address', role: 'admin' }],
      ['/api/admin/operators', { email: 'x@example.com', role: 'root' }],
      ['/api/admin/auth/signin/verify', { challengeId: 'x', response: { id: 1 } }],
      ['/api/admin/auth/signin/verify', { challengeId: 'x', response: {} }],
      ['/api/admin/auth/enroll/verify', { token: 'x'.repeat(30), challengeId: 'x', response: {} }],
      ['/api/admin/auth/enroll/options', { token: '\u0000'.repeat(30) }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
    }
  });

  it('an admin (and an editor the content routes) still reaches every guarded route (the boundary lets the right people in)', async () => {
    for (const route of guarded().filter((r) => r.method === 'GET' && !r.url.includes(':id'))) {
      if (route.url === '/api/admin/events') {
        // The live stream never ends by itself: its answer's status, then hang up.
        const ctrl = new AbortController();
        const res = await fetch(suite.url + route.url, {
          headers: { cookie: admin.cookieHeader() },
          signal: ctrl.signal,
        });
        expect(res.status, route.url).toBe(200);
        ctrl.abort();
        continue;
      }
      const query = route.url === '/api/admin/reports' ? '?from=2026-01-01&to=2026-01-31' : '';
      const { path } = concrete(route);
      for (const client of route.access === 'editor' ? [admin, editor] : [admin]) {
        const res = await raw(suite.url, 'GET', path + query, { cookie: client.cookieHeader() });
        // This suite's server has no build: a preview answers that it cannot render (503), past the boundary.
        if (route.url === '/api/admin/content/preview/:kind/:language/*')
          expect(res.status, route.url).toBe(503);
        else expect(res.status, route.url).toBeLessThan(300);
      }
    }
  });
});
