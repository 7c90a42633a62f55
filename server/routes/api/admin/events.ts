// The console's live stream (issue 29, decision 070): GET /api/admin/events, server-sent events.
//   event: lead   id: <stream>.<seq>   data: { type: 'lead.created' | 'lead.changed', leadId, at, by }
//   event: reset  (what this console saw cannot be resumed: reload the list)
//   : heartbeat   (a comment every 15 s, from the scheduler)
// A browser's EventSource reconnects by itself and sends Last-Event-ID: the events after it come
// from this server's ring buffer (server/live/feed.ts), or `reset` when they cannot be known. The
// session is checked at every heartbeat without touching it (an open tab does not keep a session
// alive): a session that ended, or an operator disabled, ends the stream, and the reconnect gets
// 401. Sign-out and disabling an operator end their streams at once, on every server
// (app.leadFeed.endSessions); the heartbeat's check catches the rest (expiry, the CLI on SQLite).
// A session holds at most MAX_STREAMS_PER_SESSION streams on a server (429 past it). Streams end
// when the server starts closing (app.leadFeed.endStreams, preClose).
//   event: presence   data: { leadId, viewers }   (decision 086: who else views the lead this tab
//   shows, when that changes; a stream opened with ?tab= hears of the lead its tab said it views)
// POST /api/admin/presence { tab, leadId }: the lead page a console tab shows (null: none); the
// answer is who views it now. The stream's end says its tab left.

import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../../contracts/admin-api-paths.ts';
import {
  EventsQuery,
  type LeadFeedMessage,
  type LeadPresenceMessage,
  PresenceAnswer,
  PresenceBody,
} from '../../../../contracts/console.ts';
import type { LeadFeedEvent, LeadPresenceEvent } from '../../../live/feed.ts';
import type { SessionOperator } from '../../../plugins/app/sessions.ts';
import { TooMany } from '../../../shared/errors.ts';

/** Unread bytes kept for one stream before it is ended (its reconnect gets `reset`). */
const MAX_BUFFERED = 256 * 1024;

/**
 * Streams one session may hold open on one server: a console tab holds one, and a browser opens
 * at most six connections to a host over HTTP/1.1; a client opening hundreds is refused.
 */
export const MAX_STREAMS_PER_SESSION = 10;

/** How long a browser waits before reconnecting (the SSE `retry:` field). */
export const RETRY_MS = 1000;

function frame(e: LeadFeedEvent, id: string): string {
  const data: LeadFeedMessage = { type: e.type, leadId: e.leadId, at: e.at, by: e.by };
  return `id: ${id}\nevent: lead\ndata: ${JSON.stringify(data)}\n\n`;
}

/** No id: presence is not replayed (a reconnecting tab says again what it views and is answered). */
function presenceFrame(e: LeadPresenceEvent): string {
  const data: LeadPresenceMessage = { leadId: e.leadId, viewers: e.viewers };
  return `event: presence\ndata: ${JSON.stringify(data)}\n\n`;
}

export default async function adminEventRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const feed = app.leadFeed;

  app.get(
    ADMIN_API.events,
    {
      config: { access: 'operator' },
      // EventSource cannot set headers on its first request; a console may name where it was.
      schema: { querystring: EventsQuery },
    },
    async (request, reply) => {
      const operator = request.operator as SessionOperator;
      const { tab } = request.query;
      const owner = { operatorId: operator.id, tokenHash: operator.tokenHash, tab };
      const header = request.headers['last-event-id'];
      const lastEventId = (typeof header === 'string' ? header : undefined) ?? request.query.lastEventId;
      // A 429 stops a browser's EventSource from retrying, which is what a runaway client needs.
      if (feed.streamsOf(operator.tokenHash) >= MAX_STREAMS_PER_SESSION)
        throw new TooMany(
          `This session already has ${MAX_STREAMS_PER_SESSION} live streams open: close a console tab.`,
        );

      const stream = new PassThrough();
      let ended = false;
      let checking = false;
      const write = (chunk: string) => {
        if (ended) return;
        // A console that stopped reading (but keeps the connection) is let go, not buffered for.
        if (stream.writableLength > MAX_BUFFERED) end();
        else stream.write(chunk);
      };
      const unsubscribe = feed.subscribe((e) => {
        if (e.type === 'reset') write(`event: reset\ndata: {}\n\n`);
        else if (e.type === 'presence') {
          if (tab && feed.presence.leadOf(operator.id, tab) === e.leadId) write(presenceFrame(e));
        } else if (e.type === 'heartbeat') {
          write(': heartbeat\n\n');
          if (checking) return;
          checking = true;
          app.sessions.isLive(operator.tokenHash).then(
            (ok) => {
              checking = false;
              if (!ok) end();
            },
            () => {
              checking = false;
            },
          );
        } else write(frame(e, feed.idOf(e.seq)));
      });
      const forget = feed.hold(() => end(), owner);
      function end() {
        if (ended) return;
        ended = true;
        unsubscribe();
        forget();
        feed.streamGone(owner);
        stream.end();
      }
      request.raw.once('close', end);

      // Opening lines: the reconnect delay, and either what was missed or where this console starts.
      let head = `retry: ${RETRY_MS}\n\n`;
      if (lastEventId) {
        const missed = feed.since(lastEventId);
        if (missed) for (const e of missed) head += frame(e, feed.idOf(e.seq));
        else head += `id: ${feed.lastId}\nevent: reset\ndata: {}\n\n`;
      } else {
        head += `id: ${feed.lastId}\nevent: ready\ndata: {}\n\n`;
      }
      stream.write(head);

      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx passes each event on at once instead of buffering the answer.
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  );

  app.post(
    ADMIN_API.presence,
    { config: { access: 'operator' }, schema: { body: PresenceBody, response: { 200: PresenceAnswer } } },
    async (request) => {
      const operator = request.operator as SessionOperator;
      const { tab, leadId } = request.body;
      return { viewers: feed.view({ operator: operator.id, tab, leadId }) };
    },
  );
}
