// GET /api/admin/data?limit=: the coverage and plan data imported (states, as-of dates, sample or
// real, label versions) and the latest import attempts with their errors (issue 27, item 6).
// Admins only. A read of aggregates and file names: no personal data, so it is not audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DataStateQuery, DataStateResponse } from '../../../../contracts/console.ts';
import { dataState } from '../../../broadband/data-state.ts';

export default async function adminDataRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/data',
    {
      config: { access: 'admin' },
      schema: { querystring: DataStateQuery, response: { 200: DataStateResponse } },
    },
    async (request) => dataState(app.database.db, request.query),
  );
}
