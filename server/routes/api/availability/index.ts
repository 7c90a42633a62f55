// GET /api/availability/{zip}: city, state and the providers that may serve a ZIP code's area
// (contracts/availability.ts): the internet providers reported in the ZIP from imported FCC
// coverage (decision 040), else the state-footprint estimate. Answers carry an ETag; they change
// only with an import, a publish or a deploy, so browsers and CDNs may keep them a few minutes.

import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NoContent } from '../../../../contracts/api.ts';
import { API } from '../../../../contracts/api-paths.ts';
import { AvailabilityParams, AvailabilityResponse } from '../../../../contracts/availability.ts';
import { zipCoverage } from '../../../broadband/answers.ts';
import { NotFound } from '../../../shared/errors.ts';
import { providersInState } from '../../../zip/providers-by-state.ts';
import { lookupZip } from '../../../zip/zip-codes.ts';

/** Browsers and CDNs may keep an answer five minutes: an import changes it. */
const CACHE_FOUND = 'public, max-age=300';
const CACHE_NOT_FOUND = 'public, max-age=3600';

export default async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.availability,
    {
      schema: { params: AvailabilityParams, response: { 200: AvailabilityResponse, 304: NoContent } },
    },
    async (request, reply) => {
      const zip5 = request.params.zip.slice(0, 5);
      const place = await lookupZip(zip5);
      if (!place) {
        reply.header('cache-control', CACHE_NOT_FOUND);
        throw new NotFound(`We could not find ZIP code ${zip5}.`);
      }
      const body: AvailabilityResponse = {
        zip: place.zip,
        city: place.city,
        state: place.state,
        providers: providersInState(place.state, app.content.providerLists),
        coverage: (await zipCoverage(app.database.db, place.zip, place.state, app.content.internetProviders))
          .coverage,
      };
      const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', CACHE_FOUND).header('etag', etag);
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
        return reply.code(304).send();
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
