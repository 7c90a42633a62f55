// Slow clients must not starve the rest (issue 13, item 3): the HTTP server's own timeouts (whole
// request, headers, idle keep-alive) close what a client sends too slowly, a connection cap keeps
// the process under its file-handle limit, and a per-client cap keeps one address from taking all
// of those connections. Node has the first three; the per-client cap is a few lines here
// (decision 013). The timeouts are server options (app.ts serverOptions); this plugin adds the caps.
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../shared/config.ts';

/** Fastify options for the timeouts: Fastify sets requestTimeout/keepAliveTimeout; the rest go to http.createServer. */
export function httpServerOptions(config: Config): Partial<FastifyServerOptions> {
  const h = config.http;
  return {
    requestTimeout: h.requestTimeoutMs,
    keepAliveTimeout: h.keepAliveTimeoutMs,
    http: {
      requestTimeout: h.requestTimeoutMs,
      headersTimeout: h.headersTimeoutMs,
      keepAliveTimeout: h.keepAliveTimeoutMs,
      // How often Node checks the two timeouts above (30 s by default, which would let a slow
      // request live for up to 30 s past its timeout).
      connectionsCheckingInterval: Math.max(250, Math.min(1000, Math.floor(h.headersTimeoutMs / 2))),
    },
  } as Partial<FastifyServerOptions>;
}

async function connectionLimits(app: FastifyInstance): Promise<void> {
  const config = app.config;
  const server = app.server;
  // Beyond this, Node closes new connections at once (before any parsing).
  server.maxConnections = config.http.maxConnections;
  const perClient = config.http.maxConnectionsPerClient;
  // Behind a proxy every connection comes from the proxy: the proxy limits clients (nginx limit_conn).
  if (perClient <= 0 || config.trustProxy !== false) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const n = (open.get(address) ?? 0) + 1;
    if (n > perClient) {
      socket.destroy();
      return;
    }
    open.set(address, n);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

export default fp(connectionLimits, { name: 'connection-limits', dependencies: ['config'] });
