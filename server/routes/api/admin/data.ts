// GET /api/admin/data?limit=: the coverage and plan data imported (states, as-of dates, sample or
// real, label versions) and the latest import attempts with their errors (issue 27, item 6).
// Admins only. A read of aggregates and file names: no personal data, so it is not audited.
// POST /api/admin/data/labels { name, csv, speedUnit }: an admin's upload of one label CSV, read
// and checked by the same code as `npm run data -- import-labels`, all-or-nothing; a stored file
// and its audit row commit together, a refused one is audited with its error count.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DataStateQuery,
  DataStateResponse,
  LABEL_UPLOAD_MAX_BYTES,
  LabelUpload,
  type LabelUploadResult,
} from '../../../../contracts/console.ts';
import { dataState } from '../../../broadband/data-state.ts';
import { importLabelText } from '../../../broadband/import-labels.ts';
import { isoAt } from '../../../clock.ts';
import { actorOf, requestAuditor } from '../../../console/audit.ts';

export default async function adminDataRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audit = requestAuditor(app.database.db, { now: app.clock, hashIp: app.hashIp });
  app.get(
    '/api/admin/data',
    {
      config: { access: 'admin' },
      schema: { querystring: DataStateQuery, response: { 200: DataStateResponse } },
    },
    async (request) => dataState(app.database.db, request.query),
  );

  app.post(
    '/api/admin/data/labels',
    {
      config: { access: 'admin' },
      // A label file is larger than a lead: its own limit (JSON-escaped text of up to 4 MiB).
      bodyLimit: 2 * LABEL_UPLOAD_MAX_BYTES + 1024,
      schema: { body: LabelUpload },
    },
    async (request, reply) => {
      const { name, csv, speedUnit } = request.body;
      const outcome = await importLabelText(
        app.database.db,
        { name, text: csv },
        { unit: speedUnit, at: isoAt(app.clock()), by: actorOf(request).email },
        (trx, r) =>
          audit(
            request,
            {
              action: 'data.labels_imported',
              target: r.importId,
              detail: {
                file: name,
                labels: r.labels,
                providers: r.frns,
                added: r.added,
                superseded: r.superseded,
              },
            },
            trx,
          ),
      );
      if ('errors' in outcome) {
        const n = outcome.errors.length;
        await audit(request, {
          action: 'data.labels_refused',
          detail: { file: name, errors: outcome.errors.length },
        });
        return reply.code(422).send({
          ok: false,
          message: `The file was not imported: ${n === 1 ? 'one error' : `${n} errors`}. Nothing changed.`,
          errors: outcome.errors.slice(0, 200),
        } satisfies LabelUploadResult);
      }
      const r = outcome.result;
      return {
        ok: true,
        labels: r.labels,
        providers: r.frns,
        added: r.added,
        kept: r.kept,
        superseded: r.superseded,
      } satisfies LabelUploadResult;
    },
  );
}
