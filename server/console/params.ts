// The `:id` of the console's routes (a lead, an operator, an outbox row). Ids are UUIDv7 text; the
// pattern also admits the time-and-counter ids the benchmarks seed, and refuses what no id holds:
// a NUL (which PostgreSQL cannot take in text, so it would surface as a 500), control characters,
// spaces, anything over 64 characters. It runs as the route's preHandler, after the session check
// (also a preHandler, registered app-wide first), not as a params schema: validation comes before
// preHandler hooks, and without a session every /api/admin/* must answer 401, whatever the id.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

const IdParams = z.object({ id: z.string().regex(/^[\w.:-]{1,64}$/) });

/** Route option for a route on one row: a malformed `:id` is a 400 before any query. */
export const byId = {
  preHandler: async (request: FastifyRequest) => {
    if (!IdParams.safeParse(request.params).success)
      throw request.server.httpErrors.badRequest('That is not an id.');
  },
};
