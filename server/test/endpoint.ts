// Test doubles for what the server talks to over HTTP: a webhook endpoint whose answers the test
// decides, and the public contact form a test posts a lead through.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { expect } from 'vitest';
import { ApiClient } from './helper.ts';

export type EndpointHandler = (req: IncomingMessage, res: ServerResponse, self: Endpoint) => void;

/**
 * A plain HTTP endpoint on loopback whose answers the test decides (after reading the body);
 * counts requests, and `bytesWritten` for a handler that streams. down() drops its connections.
 */
export class Endpoint {
  requests = 0;
  bytesWritten = 0;
  port = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly handle: EndpointHandler;
  constructor(handle: EndpointHandler) {
    this.handle = handle;
  }
  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }
  async up(): Promise<this> {
    const server = createServer((req, res) => {
      this.requests++;
      req.resume();
      req.on('end', () => this.handle(req, res, this));
    });
    server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
    return this;
  }
  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Posts the contact form as a visitor would (CSRF and all); expects 201 and returns the lead's id. */
export async function postContact(
  url: string,
  fields: { name?: string; email: string; subject?: string; comment?: string; language?: 'en' | 'es' },
): Promise<string> {
  const res = await new ApiClient(url).post('/api/send-contact-email', {
    name: fields.name ?? 'Pat Example',
    email: fields.email,
    subject: fields.subject ?? 'Fiber',
    comment: fields.comment ?? 'Call me',
    page: '/contact-us',
    ...(fields.language ? { language: fields.language } : {}),
  });
  expect(res.status).toBe(201);
  return (await res.json()).id as string;
}
