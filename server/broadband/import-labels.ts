// Label import: one file at a time, all-or-nothing (decision 040). A clean file replaces the
// current labels of the FRNs it holds in one transaction; earlier versions stay.
import { randomUUIDv7 } from 'node:crypto';
import { Readable } from 'node:stream';
import { type Db, inTransaction } from '../db/database.ts';
import { recordFailure } from './imports.ts';
import { csvRecords, type ImportError, ImportFailed, inputFiles } from './input.ts';
import { labelParser, type ParsedLabel, type SpeedUnit } from './labels.ts';

export type LabelImportResult = {
  importId: string;
  file: string;
  labels: number;
  frns: string[];
  added: number;
  kept: number;
  superseded: number;
};

/** Reads a label file; every error of it, or its labels. */
export async function readLabels(
  stream: Readable,
  file: string,
  unit: SpeedUnit,
): Promise<{ labels: ParsedLabel[]; errors: ImportError[]; rows: number }> {
  const labels: ParsedLabel[] = [];
  const errors: ImportError[] = [];
  let parser: ReturnType<typeof labelParser> | undefined;
  let rows = 0;
  try {
    for await (const record of csvRecords(stream, file)) {
      if (!parser) {
        parser = labelParser(file, record.fields, unit);
        errors.push(...parser.headerErrors);
        continue;
      }
      rows++;
      const { label, errors: rowErrors } = parser.parseRecord(record);
      if (label) labels.push(label);
      else errors.push(...rowErrors);
    }
  } catch (err) {
    if (err instanceof ImportFailed) errors.push(...err.errors);
    else throw err;
  }
  if (!parser) errors.push({ file, line: 1, message: 'the file is empty (no header)' });
  else if (rows === 0 && errors.length === 0)
    errors.push({ file, line: 2, message: 'the file has no labels' });
  return { labels, errors, rows };
}

/** Writes a clean file's labels: the current labels of its FRNs are replaced, old versions kept. */
export async function storeLabels(
  db: Db,
  labels: ParsedLabel[],
  meta: { importId: string; file: string; bytes: number; at: string; by: string; sample: boolean },
): Promise<LabelImportResult> {
  const frns = [...new Set(labels.map((l) => l.label.frn))].sort();
  let added = 0;
  let kept = 0;
  let superseded = 0;
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('data_imports')
      .values({
        id: meta.importId,
        kind: 'labels',
        status: 'imported',
        sample: meta.sample ? 1 : 0,
        as_of: meta.at.slice(0, 10),
        files_json: JSON.stringify([{ name: meta.file, bytes: meta.bytes, rows: labels.length }]),
        scope_json: JSON.stringify(frns),
        rows: labels.length,
        errors_json: null,
        imported_at: meta.at,
        imported_by: meta.by,
      })
      .execute();
    // Real labels replace the sample entirely: an answer never mixes the two.
    if (!meta.sample) {
      const r = await trx
        .updateTable('plan_labels')
        .set({ current: 0, superseded_at: meta.at })
        .where('current', '=', 1)
        .where('sample', '=', 1)
        .executeTakeFirst();
      superseded += Number(r.numUpdatedRows);
    }
    const current = await trx
      .selectFrom('plan_labels')
      .select(['id', 'unique_plan_id', 'content_hash'])
      .where('current', '=', 1)
      .where('frn', 'in', frns)
      .execute();
    const byPlan = new Map(current.map((c) => [c.unique_plan_id, c]));
    const keep = new Set<string>();
    const inserts = [];
    for (const { label, hash } of labels) {
      const existing = byPlan.get(label.uniquePlanId);
      if (existing && existing.content_hash === hash) {
        keep.add(existing.id);
        kept++;
        continue;
      }
      inserts.push({
        id: randomUUIDv7(),
        unique_plan_id: label.uniquePlanId,
        frn: label.frn,
        fixed: label.fixed ? 1 : 0,
        current: 1,
        sample: meta.sample ? 1 : 0,
        import_id: meta.importId,
        content_hash: hash,
        technology: label.technology,
        provider_name: label.providerName,
        plan_name: [label.servicePlanName, label.tierPlanName].filter(Boolean).join(' – '),
        monthly_price: label.monthlyPrice,
        typical_down: label.typicalDownloadMbps,
        typical_up: label.typicalUploadMbps,
        contract_required: label.contractRequired ? 1 : 0,
        data_unlimited: label.dataUnlimited ? 1 : 0,
        label_json: JSON.stringify(label),
        first_seen_at: meta.at,
        superseded_at: null,
      });
    }
    const retire = current.filter((c) => !keep.has(c.id)).map((c) => c.id);
    for (let i = 0; i < retire.length; i += 500) {
      await trx
        .updateTable('plan_labels')
        .set({ current: 0, superseded_at: meta.at })
        .where('id', 'in', retire.slice(i, i + 500))
        .execute();
    }
    superseded += retire.length;
    for (let i = 0; i < inserts.length; i += 200) {
      await trx
        .insertInto('plan_labels')
        .values(inserts.slice(i, i + 200))
        .execute();
    }
    added = inserts.length;
  });
  return { importId: meta.importId, file: meta.file, labels: labels.length, frns, added, kept, superseded };
}

/**
 * Imports every label file a path names (a CSV, or each CSV in a zip), each all-or-nothing.
 * Throws ImportFailed (after recording the attempt) for the first file with errors.
 */
export async function importLabelFile(
  db: Db,
  path: string,
  opts: { unit?: SpeedUnit; at: string; by: string; sample?: boolean },
): Promise<LabelImportResult[]> {
  const { files, close } = await inputFiles(path);
  const results: LabelImportResult[] = [];
  try {
    for (const f of files) {
      const { labels, errors, rows } = await readLabels(await f.open(), f.name, opts.unit ?? 'mbps');
      if (errors.length > 0) {
        await recordFailure(db, {
          kind: 'labels',
          files: [{ name: f.name, bytes: f.bytes, rows }],
          errors,
          at: opts.at,
          by: opts.by,
        });
        throw new ImportFailed(errors);
      }
      results.push(
        await storeLabels(db, labels, {
          importId: randomUUIDv7(),
          file: f.name,
          bytes: f.bytes,
          at: opts.at,
          by: opts.by,
          sample: opts.sample ?? false,
        }),
      );
    }
  } finally {
    close();
  }
  return results;
}

/**
 * One label file given as text (the console's upload): the same reading and checks as the command
 * line, all-or-nothing. Every attempt is recorded; `then` runs in the storing transaction (the
 * console's audit row), so a clean file and its audit commit together.
 */
export async function importLabelText(
  db: Db,
  file: { name: string; text: string },
  opts: { unit: SpeedUnit; at: string; by: string },
  then: (trx: Db, result: LabelImportResult) => Promise<void>,
): Promise<{ result: LabelImportResult } | { errors: ImportError[] }> {
  const bytes = Buffer.byteLength(file.text);
  const { labels, errors, rows } = await readLabels(Readable.from([file.text]), file.name, opts.unit);
  if (errors.length > 0) {
    await recordFailure(db, {
      kind: 'labels',
      files: [{ name: file.name, bytes, rows }],
      errors,
      at: opts.at,
      by: opts.by,
    });
    return { errors };
  }
  return db.transaction().execute(async (trx) => {
    const result = await storeLabels(trx, labels, {
      importId: randomUUIDv7(),
      file: file.name,
      bytes,
      at: opts.at,
      by: opts.by,
      sample: false,
    });
    await then(trx, result);
    return { result };
  });
}
