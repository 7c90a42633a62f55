// Coverage import (decision 040): FCC BDC fixed availability files (CSV or the FCC's zips) rolled
// up to ZIP code through the Census 2020 ZCTA-to-block relationship file. Streams every file;
// memory holds the blocks of the imported states (typed arrays), the distinct locations (a
// typed-array set) and one aggregate per ZIP × FRN × brand × technology. Nothing is written
// until every file has been read without error; then one transaction replaces the states.
import { randomUUIDv7 } from 'node:crypto';
import { CompiledQuery, SqliteAdapter } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CoverageTable } from '../db/schema.ts';
import { recordFailure } from './imports.ts';
import {
  headerKey,
  type ImportError,
  ImportFailed,
  type InputFile,
  inputFiles,
  readDelimited,
} from './input.ts';
import { NumMap, NumSet, STATE_FIPS } from './tables.ts';

/** BDC technology codes and how they are said (the FCC's data specification). */
export const BDC_TECHNOLOGIES: Record<number, string> = {
  0: 'Other',
  10: 'DSL (copper)',
  40: 'Cable',
  50: 'Fiber to the premises',
  60: 'Geostationary satellite',
  61: 'Low-earth-orbit satellite',
  70: 'Fixed wireless (unlicensed)',
  71: 'Fixed wireless (licensed)',
  72: 'Fixed wireless (licensed by rule)',
};

const BDC_COLUMNS = [
  'frn',
  'provider_id',
  'brand_name',
  'location_id',
  'technology',
  'max_advertised_download_speed',
  'max_advertised_upload_speed',
  'low_latency',
  'business_residential_code',
  'state_usps',
  'block_geoid',
] as const;
type BdcColumn = (typeof BDC_COLUMNS)[number];

const MAX_ERRORS = 1000;

export type CoverageImportResult = {
  importId: string;
  asOf: string;
  states: string[];
  rows: number;
  residentialRows: number;
  outsideZcta: number;
  zips: number;
  coverageRows: number;
  locations: number;
  /** Seconds the replacing transaction took (on SQLite: how long other writers waited at most). */
  commitSeconds: number;
};

/** One state × FRN × brand × technology, as first seen (its provider_id is the first row's). */
type Provider = { state: string; frn: string; providerId: string; brand: string; technology: number };

/** A string of its own: a field split from a line would keep the whole line (or chunk) alive. */
const own = (s: string): string => Buffer.from(s, 'utf8').toString('utf8');

/**
 * The aggregates of an import, provider × ZIP, in typed arrays (a slot per pair, grown by
 * doubling) with a NumMap from the pair's key to its slot: about 40 bytes a pair, where an object
 * per pair with its strings took far more (a Texas-scale import holds 627,000 pairs).
 */
class Aggregates {
  private readonly index = new NumMap(1 << 14);
  size = 0;
  provider = new Int32Array(1024);
  zip = new Int32Array(1024);
  locations = new Uint32Array(1024);
  maxDown = new Float64Array(1024);
  maxUp = new Float64Array(1024);
  lowLatency = new Uint8Array(1024);

  add(provider: number, zip: number, down: number, up: number, lowLatency: boolean): void {
    const key = provider * 100_000 + zip;
    const at = this.index.get(key);
    if (at !== undefined) {
      this.locations[at] = (this.locations[at] as number) + 1;
      if (down > (this.maxDown[at] as number)) this.maxDown[at] = down;
      if (up > (this.maxUp[at] as number)) this.maxUp[at] = up;
      if (!lowLatency) this.lowLatency[at] = 0;
      return;
    }
    if (this.size === this.provider.length) this.grow();
    const i = this.size++;
    this.index.set(key, i);
    this.provider[i] = provider;
    this.zip[i] = zip;
    this.locations[i] = 1;
    this.maxDown[i] = down;
    this.maxUp[i] = up;
    this.lowLatency[i] = lowLatency ? 1 : 0;
  }

  private grow(): void {
    const n = this.provider.length * 2;
    const grown = <A extends Int32Array | Uint32Array | Float64Array | Uint8Array>(a: A, b: A): A => {
      b.set(a);
      return b;
    };
    this.provider = grown(this.provider, new Int32Array(n));
    this.zip = grown(this.zip, new Int32Array(n));
    this.locations = grown(this.locations, new Uint32Array(n));
    this.maxDown = grown(this.maxDown, new Float64Array(n));
    this.maxUp = grown(this.maxUp, new Float64Array(n));
    this.lowLatency = grown(this.lowLatency, new Uint8Array(n));
  }
}

/** "as of" from the FCC's file names: …_J24_… is the June 2024 collection, …_D23_… December 2023. */
export function asOfFromName(name: string): string | undefined {
  const m = /(?:^|[_\W])([JD])(\d{2})(?:[_\W]|$)/.exec(name);
  if (!m) return undefined;
  return m[1] === 'J' ? `20${m[2]}-06-30` : `20${m[2]}-12-31`;
}

class Errors {
  readonly list: ImportError[] = [];
  total = 0;
  add(e: ImportError): void {
    this.total++;
    if (this.list.length < MAX_ERRORS) this.list.push(e);
  }
}

function columnIndex(file: string, header: string[], wanted: readonly string[], errors: Errors) {
  const index = new Map<string, number>();
  for (const [i, h] of header.entries()) index.set(headerKey(h), i);
  for (const c of wanted)
    if (!index.has(c.toLowerCase()))
      errors.add({ file, line: 1, column: c, message: `the column ${c} is missing` });
  return (c: string) => index.get(c.toLowerCase()) ?? -1;
}

/** The state (USPS) of a BDC file's first data row, and its header, without reading further. */
async function peekState(f: InputFile, errors: Errors): Promise<string | undefined> {
  let col: ((c: string) => number) | undefined;
  let state: string | undefined;
  try {
    await readDelimited(await f.open(), f.name, ',', (fields, line) => {
      if (!col) {
        col = columnIndex(f.name, fields, BDC_COLUMNS, errors);
        return col('state_usps') < 0 ? 'stop' : undefined;
      }
      state = fields[col('state_usps')]?.trim().toUpperCase() ?? '';
      if (!STATE_FIPS[state])
        errors.add({
          file: f.name,
          line,
          column: 'state_usps',
          message: `${JSON.stringify(state)} is not a state`,
        });
      return 'stop';
    });
  } catch (err) {
    if (err instanceof ImportFailed) for (const e of err.errors) errors.add(e);
    else throw err;
  }
  return state;
}

/** Reads the relationship file: block → ZCTA (-1: outside any ZCTA) for blocks of the given states. */
async function readBlocks(path: string, fips: Set<string>, errors: Errors): Promise<NumMap> {
  const blocks = new NumMap(1 << 16);
  const { files, close } = await inputFiles(path);
  try {
    for (const f of files) {
      let zctaCol = -1;
      let blockCol = -1;
      let header = true;
      try {
        await readDelimited(await f.open(), f.name, '|', (fields, line) => {
          const r = { fields, line };
          if (header) {
            header = false;
            const col = columnIndex(f.name, r.fields, ['GEOID_ZCTA5_20', 'GEOID_TABBLOCK_20'], errors);
            zctaCol = col('GEOID_ZCTA5_20');
            blockCol = col('GEOID_TABBLOCK_20');
            if (zctaCol < 0 || blockCol < 0) return 'stop';
            return;
          }
          const block = r.fields[blockCol] ?? '';
          if (!fips.has(block.slice(0, 2))) return;
          const zcta = r.fields[zctaCol] ?? '';
          if (!/^\d{15}$/.test(block)) {
            errors.add({
              file: f.name,
              line: r.line,
              column: 'GEOID_TABBLOCK_20',
              message: `${JSON.stringify(block)} is not a 15-digit block GEOID`,
            });
            return;
          }
          if (zcta !== '' && !/^\d{5}$/.test(zcta)) {
            errors.add({
              file: f.name,
              line: r.line,
              column: 'GEOID_ZCTA5_20',
              message: `${JSON.stringify(zcta)} is not a 5-digit ZCTA or empty`,
            });
            return;
          }
          blocks.set(Number(block), zcta === '' ? -1 : Number(zcta));
        });
      } catch (err) {
        if (err instanceof ImportFailed) for (const e of err.errors) errors.add(e);
        else throw err;
      }
    }
  } finally {
    close();
  }
  return blocks;
}

const zip5 = (zcta: number) => String(zcta).padStart(5, '0');

const raw = (db: Db, text: string) => db.executeQuery(CompiledQuery.raw(text));

/** Rows into a staging table: multi-row INSERTs of one SQL text (no query builder per batch). */
async function insertStaged(db: Db, table: string, rows: readonly object[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const per = 500;
  const tuple = `(${columns.map(() => '?').join(',')})`;
  for (let i = 0; i < rows.length; i += per) {
    const part = rows.slice(i, i + per) as Record<string, unknown>[];
    const params: unknown[] = [];
    for (const r of part) for (const c of columns) params.push(r[c] ?? null);
    await db.executeQuery(
      CompiledQuery.raw(
        `insert into ${table} (${columns.join(',')}) values ${Array(part.length).fill(tuple).join(',')}`,
        params,
      ),
    );
  }
}

export async function importCoverage(
  db: Db,
  opts: {
    files: string[];
    blocks: string;
    asOf?: string;
    at: string;
    by: string;
    sample?: boolean;
    /**
     * Replace the states even where the files lack a technology the state has now (its coverage
     * by that technology is removed). Without it such an import is refused: importing one
     * technology's file of a state would otherwise delete the state's other technologies.
     */
    replaceState?: boolean;
  },
): Promise<CoverageImportResult> {
  const errors = new Errors();
  const opened = await Promise.all(opts.files.map((p) => inputFiles(p)));
  const files = opened.flatMap((o) => o.files);
  const fileLog = files.map((f) => ({ name: f.name, bytes: f.bytes, rows: 0 }));
  const fail = async (states: string[]): Promise<never> => {
    await recordFailure(db, {
      kind: 'coverage',
      files: fileLog,
      errors: errors.list,
      at: opts.at,
      by: opts.by,
      scope: states,
    });
    throw new ImportFailed(errors.list);
  };
  try {
    if (files.length === 0) {
      errors.add({ file: opts.files.join(', '), line: 0, message: 'no CSV file to import' });
      return await fail([]);
    }
    // The release: given, or the same collection named by every file.
    let asOf = opts.asOf;
    if (!asOf) {
      const named = new Set(files.map((f) => asOfFromName(f.name)));
      const only = named.size === 1 ? [...named][0] : undefined;
      if (!only) {
        errors.add({
          file: files.map((f) => f.name).join(', '),
          line: 0,
          message: 'the files do not name one collection (_J24_, _D23_…): give --as-of YYYY-MM-DD',
        });
        return await fail([]);
      }
      asOf = only;
    }
    // The states: each BDC file is one state's; its first row says which.
    const states = new Set<string>();
    const fileState: string[] = [];
    for (const f of files) {
      const s = await peekState(f, errors);
      fileState.push(s ?? '');
      if (s && STATE_FIPS[s]) states.add(s);
    }
    if (errors.total > 0) return await fail([...states]);
    const stateList = [...states].sort();
    const fipsToState = new Map(stateList.map((s) => [STATE_FIPS[s] as string, s]));
    const blocks = await readBlocks(opts.blocks, new Set(fipsToState.keys()), errors);
    if (errors.total > 0) return await fail(stateList);

    // A location lies in one block, so in one state: the distinct-location set is kept for one
    // state at a time (files read state by state), and a many-state import is bounded by its
    // largest state, not by the sum.
    let locations = new NumSet(1 << 16);
    let locationCount = 0;
    let currentState: string | undefined;
    const order = files
      .map((_, i) => i)
      .sort((a, b) => (fileState[a] as string).localeCompare(fileState[b] as string) || a - b);
    // Keys are numbers, not strings built per row: a ZIP × state is stateIndex × 100,000 + ZCTA;
    // an aggregate is provider × 100,000 + ZCTA, a provider being one state × FRN × brand ×
    // technology (numbered as first seen; its provider_id is the first row's).
    const stateIndex = new Map(stateList.map((st, i) => [st, i]));
    const zipTotals = new Map<number, number>(); // ZIP × state → distinct locations
    const aggs = new Aggregates();
    const providers = new Map<string, number>();
    const providerList: Provider[] = [];
    // The technologies each state's files have rows of (for the --replace-state check).
    const techSeen = new Map<string, Set<number>>(stateList.map((st) => [st, new Set<number>()]));
    let rows = 0;
    let residentialRows = 0;
    let outsideZcta = 0;
    for (const fi of order) {
      const f = files[fi] as InputFile;
      if (fileState[fi] !== currentState) {
        locationCount += locations.size;
        locations = new NumSet(1 << 16);
        currentState = fileState[fi];
      }
      let col: ((c: BdcColumn) => number) | undefined;
      let ix: Record<BdcColumn, number> | undefined;
      const before = errors.total;
      const techs = new Uint8Array(256);
      // The last row's provider fields and their number (one state per file): rows of one provider
      // mostly come together.
      let lastFrn = '';
      let lastBrand = '';
      let lastTech = '';
      let lastProvider = -1;
      const fileStateIndex = stateIndex.get(fileState[fi] as string) ?? 0;
      try {
        await readDelimited(await f.open(), f.name, ',', (fields, line) => {
          const r = { fields, line };
          if (!ix) {
            col = columnIndex(f.name, r.fields, BDC_COLUMNS, errors);
            ix = Object.fromEntries(BDC_COLUMNS.map((c) => [c, col?.(c) ?? -1])) as Record<BdcColumn, number>;
            if (errors.total > before) return 'stop';
            return;
          }
          rows++;
          (fileLog[fi] as { rows: number }).rows++;
          const v = r.fields;
          const bad = (column: BdcColumn, message: string) =>
            errors.add({ file: f.name, line: r.line, column, message });
          const get = (c: BdcColumn) => (v[ix?.[c] ?? -1] ?? '').trim();
          const brc = get('business_residential_code').toUpperCase();
          if (brc !== 'R' && brc !== 'B' && brc !== 'X') {
            bad('business_residential_code', `${JSON.stringify(brc)} is not R, B or X`);
            return;
          }
          const frnText = get('frn');
          const providerId = get('provider_id');
          const brand = get('brand_name');
          const locText = get('location_id');
          const tech = get('technology');
          const downText = get('max_advertised_download_speed');
          const upText = get('max_advertised_upload_speed');
          const ll = get('low_latency');
          const state = get('state_usps').toUpperCase();
          const blockText = get('block_geoid');
          const before2 = errors.total;
          if (!/^\d{1,10}$/.test(frnText)) bad('frn', `${JSON.stringify(frnText)} is not an FRN (10 digits)`);
          if (!/^\d+$/.test(providerId))
            bad('provider_id', `${JSON.stringify(providerId)} is not a provider id`);
          if (brand === '') bad('brand_name', 'brand_name is empty');
          if (!/^[1-9]\d{0,15}$/.test(locText))
            bad('location_id', `${JSON.stringify(locText)} is not a location id`);
          const techCode = /^\d{1,2}$/.test(tech) ? Number(tech) : Number.NaN;
          if (BDC_TECHNOLOGIES[techCode] === undefined)
            bad('technology', `${JSON.stringify(tech)} is not a BDC technology code`);
          const down = /^\d+(\.\d+)?$/.test(downText) ? Number(downText) : Number.NaN;
          if (Number.isNaN(down))
            bad('max_advertised_download_speed', `${JSON.stringify(downText)} is not a speed in Mbps`);
          const up = /^\d+(\.\d+)?$/.test(upText) ? Number(upText) : Number.NaN;
          if (Number.isNaN(up))
            bad('max_advertised_upload_speed', `${JSON.stringify(upText)} is not a speed in Mbps`);
          const lowLatency = /^(1|true|t|y)$/i.test(ll)
            ? true
            : /^(0|false|f|n)$/i.test(ll)
              ? false
              : undefined;
          if (lowLatency === undefined) bad('low_latency', `${JSON.stringify(ll)} is not 0 or 1`);
          if (!/^\d{15}$/.test(blockText))
            bad('block_geoid', `${JSON.stringify(blockText)} is not a 15-digit block GEOID`);
          else if (STATE_FIPS[state] !== blockText.slice(0, 2))
            bad('state_usps', `${JSON.stringify(state)} does not match the block ${blockText}`);
          else if (state !== fileState[fi])
            bad(
              'state_usps',
              `${state} in a file of ${fileState[fi]} (its first row): one state per file, as the FCC ships them`,
            );
          if (errors.total > before2 || brc === 'B') return;
          residentialRows++;
          const zcta = blocks.get(Number(blockText));
          if (zcta === undefined) {
            bad(
              'block_geoid',
              fipsToState.has(blockText.slice(0, 2))
                ? `the block ${blockText} is not in the relationship file`
                : `the block ${blockText} is in ${state}, but the file's first row is of another state (one state per file)`,
            );
            return;
          }
          if (zcta < 0) {
            outsideZcta++;
            return;
          }
          if (errors.total > 0) return; // nothing will be written: only look for more errors
          techs[techCode] = 1;
          const zipState = fileStateIndex * 100_000 + zcta;
          if (locations.add(Number(locText))) zipTotals.set(zipState, (zipTotals.get(zipState) ?? 0) + 1);
          if (frnText !== lastFrn || brand !== lastBrand || tech !== lastTech) {
            const name = `${state}|${frnText.padStart(10, '0')}|${brand}|${techCode}`;
            let p = providers.get(name);
            if (p === undefined) {
              p = providerList.length;
              providers.set(own(name), p);
              providerList.push({
                state: own(state),
                frn: own(frnText.padStart(10, '0')),
                providerId: own(providerId),
                brand: own(brand),
                technology: techCode,
              });
            }
            lastFrn = frnText;
            lastBrand = brand;
            lastTech = tech;
            lastProvider = p;
          }
          aggs.add(lastProvider, zcta, down, up, lowLatency === true);
        });
      } catch (err) {
        if (err instanceof ImportFailed) for (const e of err.errors) errors.add(e);
        else throw err;
      }
      const seen = techSeen.get(fileState[fi] as string);
      for (let t = 0; t < techs.length; t++) if (techs[t]) seen?.add(t);
    }
    if (errors.total > 0) return await fail(stateList);

    const importId = randomUUIDv7();
    /** The coverage rows in batches, made from the aggregates as they are written. */
    function* coverageRows(size: number): Generator<CoverageTable[]> {
      for (let start = 0; start < aggs.size; start += size) {
        const batch: CoverageTable[] = [];
        for (let i = start; i < Math.min(aggs.size, start + size); i++) {
          const p = providerList[aggs.provider[i] as number] as Provider;
          const zcta = aggs.zip[i] as number;
          const locations = aggs.locations[i] as number;
          const total = zipTotals.get((stateIndex.get(p.state) ?? 0) * 100_000 + zcta) ?? locations;
          batch.push({
            zip: zip5(zcta),
            frn: p.frn,
            brand_name: p.brand,
            technology: p.technology,
            state: p.state,
            provider_id: p.providerId,
            locations,
            share: locations / total,
            max_down: aggs.maxDown[i] as number,
            max_up: aggs.maxUp[i] as number,
            low_latency: aggs.lowLatency[i] as number,
          });
        }
        yield batch;
      }
    }
    const zipRows = [...zipTotals].map(([k, n]) => ({
      zip: zip5(k % 100_000),
      state: stateList[Math.floor(k / 100_000)] as string,
      locations: n,
    }));
    const sample = opts.sample ? 1 : 0;
    // On SQLite the new rows are first written to temporary tables of this connection, which take
    // no lock on the database file; the transaction that replaces the states then copies them in
    // one statement each, so it holds the write lock, which every other writer (leads) waits for,
    // for seconds, not for the inserts of every row through Kysely (issue 34; 3.1 s at Texas scale,
    // docs/data-import.md).
    const stage =
      db.getExecutor().adapter instanceof SqliteAdapter ? `stage_${importId.replaceAll('-', '')}` : undefined;
    let refused: { state: string; technologies: number[] }[] = [];
    let commitSeconds = 0;
    try {
      if (stage) {
        await raw(db, `create temp table ${stage}_coverage as select * from main.coverage where 0`);
        await raw(db, `create temp table ${stage}_zips as select * from main.coverage_zips where 0`);
        for (const batch of coverageRows(500)) await insertStaged(db, `temp.${stage}_coverage`, batch);
        await insertStaged(db, `temp.${stage}_zips`, zipRows);
      }
      const t0 = performance.now();
      await db.transaction().execute(async (trx) => {
        // A state's technologies that the files have no row of would disappear with the
        // replacement (one technology's file imported alone): refused unless asked for. Read in
        // the transaction, so nothing can change between the check and the replacement.
        if (!sample && !opts.replaceState) {
          const had = await trx
            .selectFrom('coverage')
            .innerJoin('coverage_states', 'coverage_states.state', 'coverage.state')
            .select(['coverage.state', 'coverage.technology'])
            .distinct()
            .where('coverage.state', 'in', stateList)
            .where('coverage_states.sample', '=', 0)
            .execute();
          const lost = new Map<string, number[]>();
          for (const h of had)
            if (!techSeen.get(h.state)?.has(h.technology))
              lost.set(
                h.state,
                [...(lost.get(h.state) ?? []), h.technology].sort((a, b) => a - b),
              );
          refused = [...lost].map(([state, technologies]) => ({ state, technologies }));
          if (refused.length) return;
        }
        await trx
          .insertInto('data_imports')
          .values({
            id: importId,
            kind: 'coverage',
            status: 'imported',
            sample,
            as_of: asOf,
            files_json: JSON.stringify(fileLog),
            scope_json: JSON.stringify(stateList),
            rows,
            errors_json: null,
            imported_at: opts.at,
            imported_by: opts.by,
          })
          .execute();
        // Real coverage replaces the sample everywhere: an answer never mixes the two.
        const replaced = sample
          ? stateList
          : [
              ...new Set([
                ...stateList,
                ...(
                  await trx.selectFrom('coverage_states').select('state').where('sample', '=', 1).execute()
                ).map((s) => s.state),
              ]),
            ];
        for (let i = 0; i < replaced.length; i += 100) {
          const part = replaced.slice(i, i + 100);
          await trx.deleteFrom('coverage').where('state', 'in', part).execute();
          await trx.deleteFrom('coverage_zips').where('state', 'in', part).execute();
          await trx.deleteFrom('coverage_states').where('state', 'in', part).execute();
        }
        if (stage) {
          // In primary-key order: the index is appended to instead of split all over (about half
          // the time of insertion order with 600,000 rows).
          await raw(
            trx,
            `insert into main.coverage select * from temp.${stage}_coverage order by zip, frn, brand_name, technology, state`,
          );
          await raw(
            trx,
            `insert into main.coverage_zips select * from temp.${stage}_zips order by zip, state`,
          );
        } else {
          for (const batch of coverageRows(500)) await trx.insertInto('coverage').values(batch).execute();
          for (let i = 0; i < zipRows.length; i += 1000)
            await trx
              .insertInto('coverage_zips')
              .values(zipRows.slice(i, i + 1000))
              .execute();
        }
        await trx
          .insertInto('coverage_states')
          .values(stateList.map((state) => ({ state, import_id: importId, as_of: asOf as string, sample })))
          .execute();
      });
      commitSeconds = (performance.now() - t0) / 1000;
    } finally {
      if (stage) {
        await raw(db, `drop table if exists temp.${stage}_coverage`);
        await raw(db, `drop table if exists temp.${stage}_zips`);
      }
    }
    if (refused.length) {
      for (const r of refused)
        errors.add({
          file: files
            .filter((_, i) => fileState[i] === r.state)
            .map((f) => f.name)
            .join(', '),
          line: 0,
          message: `${r.state} has coverage by ${r.technologies.map((t) => `${BDC_TECHNOLOGIES[t]} (${t})`).join(', ')} and these files have no row of ${r.technologies.length === 1 ? 'it' : 'them'}: the import would remove ${r.technologies.length === 1 ? 'it' : 'them'}. Import every technology file of ${r.state} together, or give --replace-state to remove ${r.technologies.length === 1 ? 'it' : 'them'}`,
        });
      return await fail(stateList);
    }
    return {
      importId,
      asOf,
      states: stateList,
      rows,
      residentialRows,
      outsideZcta,
      zips: new Set(zipRows.map((z) => z.zip)).size,
      coverageRows: aggs.size,
      locations: locationCount + locations.size,
      commitSeconds,
    };
  } finally {
    for (const o of opened) o.close();
  }
}
