// Lead reports: GET /api/admin/reports?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, inclusive).
// Aggregates only, so agents may read them too and the read is not audited (no personal data).

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../../contracts/admin-api-paths.ts';
import { Report, ReportQuery } from '../../../../contracts/console.ts';
import { buildReport } from '../../../console/reports.ts';

export default async function adminReportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, dialect } = app.database;
  app.get(
    ADMIN_API.reports,
    { config: { access: 'operator' }, schema: { querystring: ReportQuery, response: { 200: Report } } },
    async (request) => buildReport(db, dialect, request.query, app.config.firstContactTargetMin),
  );
}
