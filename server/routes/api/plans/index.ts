// GET /api/plans?zip=…&technology=…&minDownload=…&minUpload=…&maxPrice=…&noContract=…&noDataCap=…&sort=…:
// the Broadband Facts label plans of the providers that report service in the ZIP with the
// plan's technology (contracts/plans.ts, decision 040).

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../../contracts/api-paths.ts';
import { PlansQuery, PlansResponse } from '../../../../contracts/plans.ts';
import { plansForZip } from '../../../broadband/answers.ts';
import { NotFound } from '../../../shared/errors.ts';
import { lookupZip } from '../../../zip/zip-codes.ts';

export default async function planRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API.plans,
      { schema: { querystring: PlansQuery, response: { 200: PlansResponse } } },
      async (request, reply) => {
        const zip5 = request.query.zip.slice(0, 5);
        const place = await lookupZip(zip5);
        if (!place) throw new NotFound(`We could not find ZIP code ${zip5}.`);
        reply.header('cache-control', 'public, max-age=300');
        return plansForZip(app.database.db, place, request.query);
      },
    );
}
