// Label import (decisions 040 and 081): each file read whole and checked, all-or-nothing for that
// file. A clean file replaces the current version of each plan it lists (per plan id and
// language) and nothing else: several files of one provider (one plan per file, or English and
// Spanish) together make its current plans. `replaceProvider` makes the file the provider's whole
// current list (its other plans in that language are superseded); `retireLabels` retires plans a
// provider withdrew. Earlier versions always stay (a lead keeps the label it saw).
import { randomUUIDv7 } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import { type Db, inTransaction } from '../db/database.ts';
import { recordFailure } from './imports.ts';
import {
  type ImportError,
  ImportFailed,
  type InputFile,
  inputFiles,
  MAX_LABEL_RECORD,
  readDelimited,
} from './input.ts';
import {
  type LabelLanguage,
  labelHash,
  labelParser,
  labelsLanguage,
  labelWords,
  type ParsedLabel,
  type SpeedUnit,
} from './labels.ts';
import { decodeText } from './text-file.ts';

/** Reading stops after this many errors: a file of a million bad rows costs no more than this. */
export const MAX_LABEL_ERRORS = 1000;
/** The largest label file read (a provider's whole list is well under 1 MB; Spectrum's 139 plans are 88 KB). */
export const LABEL_FILE_MAX_BYTES = 32 * 1024 * 1024;

export type LabelImportResult = {
  importId: string;
  file: string;
  labels: number;
  /** Labels of mobile plans (kept and versioned, not offered as home internet). */
  mobile: number;
  language: LabelLanguage;
  frns: string[];
  added: number;
  kept: number;
  superseded: number;
};

export type LabelFileOutcome =
  | { file: string; ok: true; result: LabelImportResult }
  | { file: string; ok: false; errors: ImportError[] };

export type LabelImportOptions = {
  unit?: SpeedUnit;
  /** The file's language; told from its words when not given. */
  language?: LabelLanguage;
  /** The file is the provider's whole list: its plans absent from the file are superseded. */
  replaceProvider?: boolean;
  at: string;
  by: string;
  sample?: boolean;
};

/** Another label import is writing: the caller answers 409 (console) or says to try again (CLI). */
export class LabelImportBusy extends Error {
  constructor() {
    super('Another label import is being written; try again in a moment.');
  }
}

/** Reads a label file's bytes: every error of it (at most MAX_LABEL_ERRORS), or its labels. */
export async function readLabels(
  bytes: Uint8Array,
  file: string,
  opts: { unit: SpeedUnit; language?: LabelLanguage },
): Promise<{ labels: ParsedLabel[]; errors: ImportError[]; rows: number }> {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { labels: [], errors: [{ file, line: 0, message: decoded.message }], rows: 0 };
  const labels: ParsedLabel[] = [];
  const errors: ImportError[] = [];
  let parser: ReturnType<typeof labelParser> | undefined;
  let rows = 0;
  try {
    await readDelimited(
      decoded.text,
      file,
      ',',
      (fields, line) => {
        if (!parser) {
          parser = labelParser(file, fields, opts.unit);
          if (parser.headerErrors.length > 0) {
            errors.push(...parser.headerErrors);
            return 'stop';
          }
          return;
        }
        rows++;
        const { label, errors: rowErrors } = parser.parseRecord({ fields, line });
        if (label) labels.push(label);
        else errors.push(...rowErrors);
        if (errors.length >= MAX_LABEL_ERRORS) {
          errors.length = MAX_LABEL_ERRORS;
          errors.push({
            file,
            line,
            message: `reading stopped after ${MAX_LABEL_ERRORS.toLocaleString('en-US')} errors`,
          });
          return 'stop';
        }
      },
      { maxRecordLength: MAX_LABEL_RECORD, relaxQuotes: true },
    );
  } catch (err) {
    if (err instanceof ImportFailed) errors.push(...err.errors);
    else throw err;
  }
  if (!parser && errors.length === 0)
    errors.push({ file, line: 1, message: 'the file is empty (no header)' });
  else if (parser && rows === 0 && errors.length === 0)
    errors.push({ file, line: 2, message: 'the file has no labels' });
  if (errors.length > 0) return { labels: [], errors, rows };
  const language = opts.language ?? labelsLanguage(labels.flatMap((l) => labelWords(l.label)));
  for (const l of labels) {
    l.label.language = language;
    l.hash = labelHash(l.label);
  }
  return { labels, errors, rows };
}

async function takeLabelLock(trx: Db): Promise<void> {
  // One label import writes at a time on PostgreSQL (two racing ones hit the one-live-version
  // index); SQLite's write lock already serialises them. Released at commit or rollback.
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${LABEL_LOCK}) as ok`.execute(
    trx,
  );
  if (!rows[0]?.ok) throw new LabelImportBusy();
}
/** The advisory lock key of label imports (any fixed 64-bit number; "labels" in ASCII). */
const LABEL_LOCK = 0x6c6162656c73;

/** Writes a clean file's labels: each plan's current version in the file's language is replaced. */
export async function storeLabels(
  db: Db,
  labels: ParsedLabel[],
  meta: {
    importId: string;
    file: string;
    bytes: number;
    at: string;
    by: string;
    sample: boolean;
    replaceProvider?: boolean;
  },
): Promise<LabelImportResult> {
  const frns = [...new Set(labels.map((l) => l.label.frn))].sort();
  const language = labels[0]?.label.language ?? 'en';
  let added = 0;
  let kept = 0;
  let superseded = 0;
  await inTransaction(db, async (trx) => {
    await takeLabelLock(trx);
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
    const planIds = labels.map((l) => l.label.uniquePlanId);
    const current = [];
    for (let i = 0; i < planIds.length; i += 500) {
      current.push(
        ...(await trx
          .selectFrom('plan_labels')
          .select(['id', 'unique_plan_id', 'content_hash'])
          .where('current', '=', 1)
          .where('language', '=', language)
          .where('unique_plan_id', 'in', planIds.slice(i, i + 500))
          .execute()),
      );
    }
    const byPlan = new Map(current.map((c) => [c.unique_plan_id, c]));
    const retire: string[] = [];
    const inserts = [];
    for (const { label, hash } of labels) {
      const existing = byPlan.get(label.uniquePlanId);
      if (existing && existing.content_hash === hash) {
        kept++;
        continue;
      }
      if (existing) retire.push(existing.id);
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
        language,
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
    if (meta.replaceProvider) {
      // A full refresh: the provider's plans in this language that the file does not list go.
      const listed = new Set(planIds);
      const others = await trx
        .selectFrom('plan_labels')
        .select(['id', 'unique_plan_id'])
        .where('current', '=', 1)
        .where('language', '=', language)
        .where('frn', 'in', frns)
        .execute();
      for (const o of others) if (!listed.has(o.unique_plan_id)) retire.push(o.id);
    }
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
  return {
    importId: meta.importId,
    file: meta.file,
    labels: labels.length,
    mobile: labels.filter((l) => !l.label.fixed).length,
    language,
    frns,
    added,
    kept,
    superseded,
  };
}

/** Reads an input's bytes, refusing one larger than `max` without reading it whole. */
async function bytesOf(f: InputFile, max: number): Promise<Uint8Array | string> {
  if (f.bytes > max)
    return `the file is ${f.bytes.toLocaleString('en-US')} bytes, over the ${max.toLocaleString('en-US')} a label file may have`;
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of await f.open()) {
    total += (chunk as Buffer).length;
    if (total > max) return `the file is over the ${max.toLocaleString('en-US')} bytes a label file may have`;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Imports one file's bytes: read, checked, stored or refused; the attempt is recorded either way. */
export async function importLabelBytes(
  db: Db,
  file: { name: string; bytes: Uint8Array },
  opts: LabelImportOptions,
  then?: (trx: Db, result: LabelImportResult) => Promise<void>,
): Promise<LabelFileOutcome> {
  const { labels, errors, rows } = await readLabels(file.bytes, file.name, {
    unit: opts.unit ?? 'mbps',
    language: opts.language,
  });
  const files = [{ name: file.name, bytes: file.bytes.length, rows }];
  if (errors.length > 0) {
    await recordFailure(db, { kind: 'labels', files, errors, at: opts.at, by: opts.by });
    return { file: file.name, ok: false, errors };
  }
  const result = await inTransaction(db, async (trx) => {
    const r = await storeLabels(trx, labels, {
      importId: randomUUIDv7(),
      file: file.name,
      bytes: file.bytes.length,
      at: opts.at,
      by: opts.by,
      sample: opts.sample ?? false,
      replaceProvider: opts.replaceProvider,
    });
    if (then) await then(trx, r);
    return r;
  });
  return { file: file.name, ok: true, result };
}

/**
 * Imports every label file the paths name (CSVs, or each CSV in a zip), each on its own: a bad
 * file is reported and recorded and the others still import. Never throws for a file's content.
 */
export async function importLabelFiles(
  db: Db,
  paths: string[],
  opts: LabelImportOptions,
): Promise<LabelFileOutcome[]> {
  const outcomes: LabelFileOutcome[] = [];
  const fail = async (file: string, errors: ImportError[]) => {
    await recordFailure(db, {
      kind: 'labels',
      files: [{ name: file, bytes: 0, rows: 0 }],
      errors,
      at: opts.at,
      by: opts.by,
    });
    outcomes.push({ file, ok: false, errors });
  };
  for (const path of paths) {
    let opened: Awaited<ReturnType<typeof inputFiles>>;
    try {
      opened = await inputFiles(path);
    } catch (err) {
      if (!(err instanceof ImportFailed)) throw err;
      await fail(err.errors[0]?.file ?? path, err.errors);
      continue;
    }
    try {
      if (opened.files.length === 0)
        await fail(path, [{ file: path, line: 0, message: 'the zip archive holds no .csv file' }]);
      for (const f of opened.files) {
        let bytes: Uint8Array | string;
        try {
          bytes = await bytesOf(f, LABEL_FILE_MAX_BYTES);
        } catch (err) {
          bytes = `the file could not be read: ${(err as Error).message}`;
        }
        if (typeof bytes === 'string') await fail(f.name, [{ file: f.name, line: 0, message: bytes }]);
        else outcomes.push(await importLabelBytes(db, { name: f.name, bytes }, opts));
      }
    } finally {
      opened.close();
    }
  }
  return outcomes;
}

/** One path, throwing ImportFailed with every error when any of its files has errors (the sample and tests). */
export async function importLabelFile(
  db: Db,
  path: string,
  opts: LabelImportOptions,
): Promise<LabelImportResult[]> {
  const outcomes = await importLabelFiles(db, [path], opts);
  const errors = outcomes.flatMap((o) => (o.ok ? [] : o.errors));
  if (errors.length > 0) throw new ImportFailed(errors);
  return outcomes.flatMap((o) => (o.ok ? [o.result] : []));
}

/** Retires plans a provider withdrew (every language): no longer current, their versions kept. */
export async function retireLabels(
  db: Db,
  planIds: string[],
  meta: { at: string; by: string },
): Promise<{ retired: number; unknown: string[] }> {
  return inTransaction(db, async (trx) => {
    await takeLabelLock(trx);
    const found = await trx
      .selectFrom('plan_labels')
      .select(['id', 'unique_plan_id'])
      .where('current', '=', 1)
      .where('unique_plan_id', 'in', planIds)
      .execute();
    const importId = randomUUIDv7();
    await trx
      .insertInto('data_imports')
      .values({
        id: importId,
        kind: 'labels',
        status: 'imported',
        sample: 0,
        as_of: meta.at.slice(0, 10),
        files_json: JSON.stringify([]),
        scope_json: JSON.stringify(planIds),
        rows: 0,
        errors_json: null,
        imported_at: meta.at,
        imported_by: meta.by,
      })
      .execute();
    if (found.length > 0)
      await trx
        .updateTable('plan_labels')
        .set({ current: 0, superseded_at: meta.at })
        .where(
          'id',
          'in',
          found.map((f) => f.id),
        )
        .execute();
    const seen = new Set(found.map((f) => f.unique_plan_id));
    return { retired: found.length, unknown: planIds.filter((p) => !seen.has(p)) };
  });
}
