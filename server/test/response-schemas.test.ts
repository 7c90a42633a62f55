// Every route that answers JSON declares the schemas of its success answers (issue 35 item 2),
// zod schemas from contracts/ that fastify-type-provider-zod serializes by (a field a schema does
// not name is not sent) and that the browser's types are inferred from. The routes are collected
// from the app as it registers them (an onRoute hook), so a route added anywhere (routes/, a
// plugin, app.ts) is seen.
import Fastify, { type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { MEDIA_ROUTE } from '../../contracts/media.ts';
import serviceApp, { serverOptions } from '../app.ts';
import { systemClock } from '../shared/clock.ts';
import { removeDir, testConfig } from './helper.ts';

/** The routes that answer something other than JSON, and what. */
const NOT_JSON: Record<string, string> = {
  'GET /': 'the static site (HTML, files)',
  'GET /*': 'the static site (HTML, files)',
  [`GET ${ADMIN_API.events}`]: 'server-sent events (text/event-stream)',
  [`GET ${ADMIN_API.leadsExport}`]: 'CSV (text/csv)',
  [`GET ${ADMIN_API.contentPreview}`]: 'a page with a draft (text/html)',
  [`GET ${MEDIA_ROUTE}`]: 'an uploaded image (image/png, image/jpeg, image/webp)',
};

type Route = { route: string; response: Record<string, unknown> | undefined };

/** Each route's method and path with its declared response schemas (HEAD twins of GET left out). */
function collect(app: ReturnType<typeof Fastify>): Route[] {
  const routes: Route[] = [];
  app.addHook('onRoute', (r: RouteOptions) => {
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue;
      const response = (r.schema as { response?: Record<string, unknown> } | undefined)?.response;
      routes.push({ route: `${method} ${r.url}`, response });
    }
  });
  return routes;
}

/** The JSON routes whose success answers have no zod schema, with what is missing. */
function withoutAnswerSchemas(routes: Route[]): string[] {
  return routes
    .filter((r) => !(r.route in NOT_JSON))
    .flatMap((r) => {
      const success = Object.entries(r.response ?? {}).filter(([code]) => /^2\d\d$/.test(code));
      if (!success.length) return [`${r.route}: no schema.response for its success code`];
      return success.flatMap(([code, schema]) =>
        schema instanceof z.ZodType ? [] : [`${r.route}: ${code} is not a zod schema`],
      );
    });
}

describe('response schemas', () => {
  const config = testConfig();
  let routes: Route[] = [];
  beforeAll(async () => {
    const app = Fastify(serverOptions(config));
    routes = collect(app);
    await app.register(fp(serviceApp), { config, now: systemClock });
    await app.ready();
    await app.close();
  });
  afterAll(() => removeDir(config.dataDir));

  it('are declared for the success answers of every JSON route', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(withoutAnswerSchemas(routes)).toEqual([]);
  });

  it('leave out only routes that are there and answer something else', () => {
    const registered = new Set(routes.map((r) => r.route));
    expect(Object.keys(NOT_JSON).filter((r) => !registered.has(r))).toEqual([]);
  });

  it('fails on a JSON route without one, or with a schema that is not zod (the check can fail)', () => {
    // The hook sees each route as it is added; the app is never made ready (nothing compiled).
    const app = Fastify();
    const probe = collect(app);
    app.get('/api/probe', async () => ({ ok: true }));
    app.get('/api/probe-error-only', { schema: { response: { 404: z.object({}) } } }, async () => ({}));
    app.get(
      '/api/probe-json-schema',
      { schema: { response: { 200: { type: 'object' } } } },
      async () => ({}),
    );
    app.get('/api/probe-ok', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({
      ok: true,
    }));
    expect(withoutAnswerSchemas(probe)).toEqual([
      'GET /api/probe: no schema.response for its success code',
      'GET /api/probe-error-only: no schema.response for its success code',
      'GET /api/probe-json-schema: 200 is not a zod schema',
    ]);
  });
});
