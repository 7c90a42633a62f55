// What Node's HTTP parser (insecureHTTPParser off) still accepts and this server refuses with a
// 400 before anything else runs (issue 13, item 8): a second Host header (Node keeps the first and
// drops the rest, so a proxy and this server may disagree on the host), a Host that is not a host
// name or address with an optional port (a space, say), and Transfer-Encoding in an HTTP/1.0
// request (RFC 9112 6.1: faulty framing; the connection is closed after the answer).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Invalid } from '../../shared/errors.ts';

/** A host name or IPv4 address (letters, digits, '-', '_', '.'), or a bracketed IPv6 literal; optional port. */
const HOST = /^(?:[a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A Host header value this server accepts (with badRequestReason's rule). */
export const isValidHost = (host: string) => HOST.test(host);

export function badRequestReason(raw: { httpVersion: string; rawHeaders: string[] }): string | undefined {
  let hosts = 0;
  let host: string | undefined;
  let transferEncoding = false;
  for (let i = 0; i < raw.rawHeaders.length; i += 2) {
    const name = (raw.rawHeaders[i] as string).toLowerCase();
    if (name === 'host') {
      hosts++;
      host = raw.rawHeaders[i + 1];
    } else if (name === 'transfer-encoding') transferEncoding = true;
  }
  if (hosts > 1) return 'More than one Host header.';
  if (host !== undefined && !HOST.test(host)) return 'Malformed Host header.';
  if (transferEncoding && raw.httpVersion === '1.0') return 'Transfer-Encoding is not allowed in HTTP/1.0.';
  return undefined;
}

async function strictHttp(app: FastifyInstance): Promise<void> {
  // A callback hook, not an async one: it runs for every request and almost always passes.
  app.addHook('onRequest', (request, reply, done) => {
    const reason = badRequestReason(request.raw);
    if (!reason) return done();
    // The body (if any) was not read: close the connection rather than parse what follows.
    reply.header('connection', 'close');
    done(new Invalid(reason));
  });
}

// The CSRF plugin depends on this one, so this hook runs before the CSRF check.
export default fp(strictHttp, { name: 'strict-http' });
