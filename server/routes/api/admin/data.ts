// GET /api/admin/data?limit=: the coverage and plan data imported (states, as-of dates, sample or
// real, label versions) and the latest import attempts with their errors (issue 27, item 6).
// Admins only. A read of aggregates and file names: no personal data, so it is not audited.
// POST /api/admin/data/labels { name, data (base64), speedUnit, language?, replaceProvider }: an
// admin's upload of one label file, read and checked by the same code as `npm run data --
// import-labels`, all-or-nothing; a stored file and its audit row commit together, a refused one
// is audited with its error count and answered 422 with the errors by line and column. One upload
// at a time: another one meanwhile (on this server, or any on PostgreSQL) is a 409.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../../contracts/admin-api-paths.ts';
import {
  DataStateQuery,
  DataStateResponse,
  LABEL_UPLOAD_BODY_LIMIT,
  LabelsImported,
  LabelUpload,
} from '../../../../contracts/console.ts';
import { dataState } from '../../../broadband/data-state.ts';
import { importLabelBytes, LabelImportBusy } from '../../../broadband/import-labels.ts';
import { actorOf, requestAuditor } from '../../../shared/audit.ts';
import { isoAt } from '../../../shared/clock.ts';
import { Conflict, Unprocessable } from '../../../shared/errors.ts';

export default async function adminDataRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audit = requestAuditor(app.database.db, { now: app.clock, hashIp: app.hashIp });
  app.get(
    ADMIN_API.data,
    {
      config: { access: 'admin' },
      schema: { querystring: DataStateQuery, response: { 200: DataStateResponse } },
    },
    async (request) => dataState(app.database.db, request.query),
  );

  let uploading = false;
  app.post(
    ADMIN_API.dataLabels,
    {
      config: { access: 'admin' },
      // A label file is larger than a lead: its own limit (the file's bytes in base64, up to 4 MiB).
      bodyLimit: LABEL_UPLOAD_BODY_LIMIT,
      schema: { body: LabelUpload, response: { 200: LabelsImported } },
    },
    async (request) => {
      const { name, data, speedUnit, language, replaceProvider } = request.body;
      // No errors by line, and the console shows the list: an empty one.
      const busy = () =>
        new Conflict('Another label file is being imported. Try again when it is done.', { errors: [] });
      if (uploading) throw busy();
      uploading = true;
      let outcome: Awaited<ReturnType<typeof importLabelBytes>>;
      try {
        outcome = await importLabelBytes(
          app.database.db,
          { name, bytes: Buffer.from(data, 'base64') },
          { unit: speedUnit, language, replaceProvider, at: isoAt(app.clock()), by: actorOf(request).email },
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
      } catch (err) {
        if (err instanceof LabelImportBusy) throw busy();
        throw err;
      } finally {
        uploading = false;
      }
      if (!outcome.ok) {
        const n = outcome.errors.length;
        await audit(request, {
          action: 'data.labels_refused',
          detail: { file: name, errors: n },
        });
        throw new Unprocessable(
          `The file was not imported: ${n === 1 ? 'one error' : `${n.toLocaleString('en-US')} errors`}. Nothing changed.`,
          { errors: outcome.errors.slice(0, 200) },
        );
      }
      const r = outcome.result;
      return {
        ok: true as const,
        labels: r.labels,
        mobile: r.mobile,
        language: r.language,
        providers: r.frns,
        added: r.added,
        kept: r.kept,
        superseded: r.superseded,
      };
    },
  );
}
