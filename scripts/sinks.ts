// The outside services a lead is sent on to, stood up on loopback for tests and benchmarks: an SMTP
// server that hands every message to a callback, and a CRM's webhook endpoint that verifies every
// delivery with the standardwebhooks package. Both can go down and come back on the same port.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';
import { WebhookEvent } from '../contracts/webhooks.ts';

export type SmtpSink = { port: number; url: string; close: () => Promise<void> };

/**
 * An SMTP server on 127.0.0.1 (port 0 = any free port) without TLS or AUTH that passes each
 * message (raw bytes and envelope recipients) to `onMessage`. `closeTimeoutMs` bounds how long
 * close() waits for open connections before dropping them (smtp-server's default: 30 s).
 */
export async function startSmtpSink(opts: {
  port?: number;
  onMessage: (raw: Buffer, rcptTo: string[]) => void;
  closeTimeoutMs?: number;
}): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    ...(opts.closeTimeoutMs === undefined ? {} : { closeTimeout: opts.closeTimeoutMs }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        opts.onMessage(
          Buffer.concat(chunks),
          session.envelope.rcptTo.map((r) => r.address),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client killed mid-session (a SIGKILL test, a benchmark's outage) resets its connection.
  server.on('error', () => {});
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 0);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookDelivery = { id: string; headers: IncomingHttpHeaders; body: string };

/**
 * A CRM's webhook endpoint: verifies each delivery's signature (400 when it fails) and keeps every
 * verified copy by its webhook-id. up() and down() can repeat; the port stays the same.
 */
export class WebhookReceiver {
  /** Every verified delivery, by webhook-id, in arrival order. */
  readonly byId = new Map<string, WebhookDelivery[]>();
  /** Every request, verified or not. */
  deliveries = 0;
  rejected = 0;
  port: number;
  private readonly path: string;
  readonly verifier: Webhook;
  private server: Server | undefined;

  constructor(opts: { secret: string; path: string; port?: number }) {
    this.verifier = new Webhook(opts.secret);
    this.path = opts.path;
    this.port = opts.port ?? 0;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}${this.path}`;
  }

  /** The first verified copy of each webhook of `type` (about lead `leadId`, if given), parsed. */
  deliveriesOf(type: string, leadId?: string): (WebhookDelivery & { event: WebhookEvent })[] {
    return [...this.byId.values()]
      .map(([first]) => first as WebhookDelivery)
      .map((got) => ({ ...got, event: WebhookEvent.parse(JSON.parse(got.body)) }))
      .filter((r) => r.event.type === type && (leadId === undefined || r.event.data.id === leadId));
  }

  /** The events of deliveriesOf(type, leadId). */
  events(type: string, leadId?: string): WebhookEvent[] {
    return this.deliveriesOf(type, leadId).map((r) => r.event);
  }

  /** Verified deliveries. */
  get received(): number {
    return this.deliveries - this.rejected;
  }

  async up(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        this.deliveries++;
        try {
          this.verifier.verify(body, req.headers as Record<string, string>);
        } catch {
          this.rejected++;
          res.writeHead(400).end();
          return;
        }
        const id = String(req.headers['webhook-id']);
        this.byId.set(id, [...(this.byId.get(id) ?? []), { id, headers: req.headers, body }]);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Stops listening and drops open connections: the endpoint is down (connection refused). */
  async down(): Promise<void> {
    const s = this.server;
    this.server = undefined;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
}
