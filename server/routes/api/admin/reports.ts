// Lead reports: GET /api/admin/reports?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, inclusive).
// Aggregates only, so agents may read them too and the read is not audited (no personal data).
import type { FastifyInstance } from 'fastify';
import { buildReport, ReportQuery } from '../../../console/reports.ts';
import type { Db, Dialect } from '../../../db/database.ts';

export function registerAdminReportRoutes(app: FastifyInstance, opts: { db: Db; dialect: Dialect }): void {
  app.get('/api/admin/reports', async (request, reply) => {
    const parsed = ReportQuery.safeParse(request.query);
    if (!parsed.success)
      return reply.badRequest(
        parsed.error.issues.map((i) => `${i.path.join('.') || 'range'}: ${i.message}`).join('; '),
      );
    return buildReport(opts.db, opts.dialect, parsed.data);
  });
}

export default async function adminReportRoutes(app: FastifyInstance): Promise<void> {
  registerAdminReportRoutes(app, { db: app.database.db, dialect: app.database.dialect });
}
