// Coverage import of a generated state file (issue 27): BENCH_COVERAGE_ROWS rows (default
// 5,000,000) of one state's BDC fixed availability CSV, in the FCC's format, with a matching
// Census ZCTA-to-block relationship file (the state's blocks plus other states' rows the import
// skips). The import runs in a child process on SQLite (`npm run data -- import-coverage`'s
// code), so its peak memory (maxRSS) is its own. Bars: ≤ 60 s and ≤ 300 MB.
//   node bench/coverage-import.ts
//
// A whole state at Texas scale (issue 34): every technology's file, BENCH_COVERAGE_ROWS rows in
// all (default 25,000,000) over BENCH_COVERAGE_LOCATIONS distinct locations (default 10,000,000),
// and a national-size relationship file of BENCH_REL_ROWS rows (default 8,000,000, about 1 GB).
// It only writes the files to DIR (under /tmp; never commit them) and prints the command to time:
//   BENCH_COVERAGE_STATE=texas node bench/coverage-import.ts --generate /tmp/tx
import { once } from 'node:events';
import { createWriteStream, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { node, runProcess } from '../scripts/processes.ts';
import { type Row, runStandalone, tempDir } from './lib.ts';

/** As `npm run data` runs: a smaller young generation keeps the peak about 60 MB lower (decision 040). */
const NODE_FLAGS = ['--max-semi-space-size=8'];
const ROWS = Number(process.env.BENCH_COVERAGE_ROWS ?? 5_000_000);
const BDC_HEADER =
  'frn,provider_id,brand_name,location_id,technology,max_advertised_download_speed,max_advertised_upload_speed,low_latency,business_residential_code,state_usps,block_geoid,h3_res8_id';
const REL_HEADER =
  'OID_ZCTA5_20|GEOID_ZCTA5_20|NAMELSAD_ZCTA5_20|AREALAND_ZCTA5_20|AREAWATER_ZCTA5_20|MTFCC_ZCTA5_20|CLASSFP_ZCTA5_20|FUNCSTAT_ZCTA5_20|OID_TABBLOCK_20|GEOID_TABBLOCK_20|NAMELSAD_TABBLOCK_20|AREALAND_TABBLOCK_20|AREAWATER_TABBLOCK_20|MTFCC_TABBLOCK_20|CLASSFP_TABBLOCK_20|FUNCSTAT_TABBLOCK_20|AREALAND_PART|AREAWATER_PART';

async function writeLines(
  path: string,
  header: string,
  count: number,
  line: (i: number) => string,
  bom = false,
) {
  const out = createWriteStream(path);
  let buf = `${bom ? '\ufeff' : ''}${header}\r\n`;
  for (let i = 0; i < count; i++) {
    buf += `${line(i)}\r\n`;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  out.end(buf);
  await once(out, 'finish');
}

// Texas-sized: 2,000 ZCTAs, 600,000 blocks (Texas has about 670,000), 8 locations a block.
const BLOCKS = 600_000;
const OTHER_BLOCKS = 200_000; // rows of other states in the national file
const ZCTAS = 2_000;
const block = (i: number) =>
  `48${String(1 + (i % 254)).padStart(3, '0')}${String(100000 + Math.floor(i / 254)).padStart(6, '0')}${String(1000 + (i % 9000)).padStart(4, '0')}`;

/** The first `count` distinct block ids block() gives (it repeats some). */
function distinctBlocks(count: number): string[] {
  const ids = new Set<string>();
  for (let i = 0; ids.size < count; i++) ids.add(block(i));
  return [...ids];
}

async function generate(dir: string): Promise<{ bdc: string; rel: string; seconds: number }> {
  const t0 = performance.now();
  const rel = join(dir, 'tab20_zcta520_tabblock20_natl.txt');
  const blockIds = distinctBlocks(BLOCKS);
  await writeLines(
    rel,
    REL_HEADER,
    BLOCKS + OTHER_BLOCKS,
    (i) => {
      if (i >= BLOCKS) {
        const b = `06${String(i).padStart(13, '0')}`;
        return `1|90001|ZCTA5 90001|1|0|G6350|B5|S|${i}|${b}|Block 1000|1|0|G5040||S|1|0`;
      }
      const zcta = String(75000 + (i % ZCTAS)).padStart(5, '0');
      const outside = i % 50 === 49;
      return `${outside ? '' : '1'}|${outside ? '' : zcta}|${outside ? '' : `ZCTA5 ${zcta}`}|1|0|G6350|B5|S|${i}|${blockIds[i]}|Block ${(blockIds[i] as string).slice(-4)}|1|0|G5040||S|1|0`;
    },
    true,
  );
  const bdc = join(dir, 'bdc_48_Cable_fixed_broadband_J24_10dec2024.csv');
  const providers = ['Bench Cable', 'Bench Fiber', 'Bench Wireless', 'Bench DSL', 'Bench Sat'];
  const tech = [40, 50, 71, 10, 61];
  await writeLines(bdc, BDC_HEADER, ROWS, (i) => {
    // Like a state's cable file: nearly one row per location (every tenth location has a second
    // provider row), so about 4.5 million distinct locations in 5 million rows.
    const location = 1_000_000_000 + i - Math.floor(i / 10);
    const p = (i % 10 === 9 ? 1 : 0) + (Math.floor(location / 1000) % 3);
    const b = blockIds[Math.floor(location / 8) % BLOCKS] as string;
    return `${String(9000000000 + p)},${800000 + p},${providers[p]},${location},${tech[p]},${100 * (1 + (i % 10))},${10 * (1 + (i % 5))},${p === 4 ? 0 : 1},${i % 20 === 0 ? 'B' : 'R'},TX,${b},8848d54a93fffff`;
  });
  return { bdc, rel, seconds: (performance.now() - t0) / 1000 };
}

async function child(bdc: string, rel: string, dataDir: string) {
  const { openDatabase } = await import('../server/db/database.ts');
  const { importCoverage } = await import('../server/broadband/import-coverage.ts');
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  const t0 = performance.now();
  const r = await importCoverage(database.db, {
    files: [bdc],
    blocks: rel,
    at: new Date().toISOString(),
    by: 'bench',
  });
  const seconds = (performance.now() - t0) / 1000;
  await database.close();
  process.stdout.write(
    `${JSON.stringify({ seconds, maxRssMb: process.resourceUsage().maxRSS / 1024, ...r })}\n`,
  );
}

export async function run(): Promise<Row[]> {
  const dir = tempDir('coverage-bench-');
  try {
    const g = await generate(dir);
    const bytes = statSync(g.bdc).size + statSync(g.rel).size;
    console.log(
      `generated ${ROWS.toLocaleString()} BDC rows and ${(BLOCKS + OTHER_BLOCKS).toLocaleString()} block rows (${(bytes / 1e6).toFixed(0)} MB) in ${g.seconds.toFixed(1)} s`,
    );
    const r = await runProcess(
      node(...NODE_FLAGS, import.meta.filename, '--child', g.bdc, g.rel, join(dir, 'data')),
    );
    if (r.code !== 0) throw new Error(`import failed: ${r.stderr}`);
    const out = JSON.parse(r.stdout.trim().split('\n').pop() as string) as {
      seconds: number;
      maxRssMb: number;
      rows: number;
      zips: number;
      coverageRows: number;
    };
    console.log(r.stdout.trim());
    const bench = `coverage import (${(ROWS / 1e6).toFixed(1)}M rows, SQLite)`;
    return [
      { bench, measure: 'seconds', ours: out.seconds.toFixed(1), bar: '≤ 60', ok: out.seconds <= 60 },
      { bench, measure: 'rows per second', ours: Math.round(out.rows / out.seconds).toLocaleString() },
      {
        bench,
        measure: 'peak memory MB (maxRSS)',
        ours: out.maxRssMb.toFixed(0),
        bar: '≤ 300',
        ok: out.maxRssMb <= 300,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Texas at scale: rows per technology (share of all rows) and providers per technology. Satellite
// providers report nearly every location; terrestrial ones a part of the state each.
const TEXAS_TECHNOLOGIES: { file: string; tech: number; share: number; providers: number }[] = [
  { file: 'GSOSatellite', tech: 60, share: 0.24, providers: 2 },
  { file: 'NGSOSatellite', tech: 61, share: 0.24, providers: 1 },
  { file: 'LicensedFixedWireless', tech: 71, share: 0.16, providers: 40 },
  { file: 'Cable', tech: 40, share: 0.14, providers: 25 },
  { file: 'FibertothePremises', tech: 50, share: 0.1, providers: 90 },
  { file: 'Copper', tech: 10, share: 0.06, providers: 40 },
  { file: 'UnlicensedFixedWireless', tech: 70, share: 0.04, providers: 120 },
  { file: 'LBRFixedWireless', tech: 72, share: 0.012, providers: 15 },
  { file: 'Other', tech: 0, share: 0.008, providers: 5 },
];

async function generateState(dir: string): Promise<void> {
  const rows = Number(process.env.BENCH_COVERAGE_ROWS ?? 25_000_000);
  const locations = Number(process.env.BENCH_COVERAGE_LOCATIONS ?? 10_000_000);
  const relRows = Number(process.env.BENCH_REL_ROWS ?? 8_000_000);
  const blocks = 670_000; // Texas has about 668,000 2020 census blocks
  const zctas = 1_950; // and about 1,950 ZCTAs
  const t0 = performance.now();
  mkdirSync(dir, { recursive: true });
  const blockIds = distinctBlocks(blocks);
  const rel = join(dir, 'tab20_zcta520_tabblock20_natl.txt');
  // The national file: Texas's blocks among every other state's (which the import skips).
  await writeLines(
    rel,
    REL_HEADER,
    relRows,
    (i) => {
      const t = i % Math.floor(relRows / blocks);
      const j = Math.floor(i / Math.floor(relRows / blocks));
      if (t !== 0 || j >= blocks) {
        const b = `${String(1 + (i % 47)).padStart(2, '0')}${String(i).padStart(13, '0')}`.replace(
          /^48/,
          '49',
        );
        return `1|90001|ZCTA5 90001|1234567|0|G6350|B5|S|${i}|${b}|Block ${1000 + (i % 9000)}|123456|0|G5040||S|123456|0`;
      }
      const zcta = String(75000 + (j % zctas)).padStart(5, '0');
      const outside = j % 50 === 49;
      return `${outside ? '' : '1'}|${outside ? '' : zcta}|${outside ? '' : `ZCTA5 ${zcta}`}|1234567|0|G6350|B5|S|${i}|${blockIds[j]}|Block ${(blockIds[j] as string).slice(-4)}|123456|0|G5040||S|123456|0`;
    },
    true,
  );
  const files: string[] = [];
  let provider = 0;
  for (const [k, t] of TEXAS_TECHNOLOGIES.entries()) {
    const n = Math.round(rows * t.share);
    const path = join(dir, `bdc_48_${t.file}_fixed_broadband_J24_10dec2024.csv`);
    files.push(path);
    const first = provider;
    provider += t.providers;
    // Distinct locations within a file (a stride coprime with the pool), rows of one provider
    // together, each provider's locations spread over the state.
    const stride = 7_919 + 2 * k;
    await writeLines(path, BDC_HEADER, n, (i) => {
      const location = 1_000_000_000 + ((i * stride + k * 1_000_003) % locations);
      const p = first + Math.floor((i * t.providers) / n);
      const b = blockIds[Math.floor((location - 1_000_000_000) / 15) % blocks] as string;
      const down = t.tech === 50 ? 1000 : t.tech === 40 ? 1200 : t.tech === 10 ? 25 : 100 * (1 + (i % 5));
      return `${9000000000 + p},${800000 + p},Bench ${t.file} ${p - first},${location},${t.tech},${down},${Math.ceil(down / 10)},${t.tech === 60 ? 0 : 1},${i % 20 === 0 ? 'B' : 'R'},TX,${b},8848d54a93fffff`;
    });
  }
  const bytes = [rel, ...files].reduce((sum, f) => sum + statSync(f).size, 0);
  console.log(
    `generated ${rows.toLocaleString()} BDC rows in ${files.length} files over ${locations.toLocaleString()} locations and ${relRows.toLocaleString()} relationship rows (${(bytes / 1e9).toFixed(2)} GB) in ${((performance.now() - t0) / 1000).toFixed(0)} s. Time it with:`,
  );
  console.log(
    `  DATA_DIR=${join(dir, 'data')} /usr/bin/time -v node --max-semi-space-size=8 server/cli/data.ts import-coverage ${join(dir, 'bdc_48_*.csv')} --blocks ${rel}`,
  );
}

if (import.meta.main) {
  if (process.argv[2] === '--generate' && process.env.BENCH_COVERAGE_STATE === 'texas')
    await generateState(process.argv[3] ?? '/tmp/coverage-texas');
  else if (process.argv[2] === '--child')
    await child(process.argv[3] as string, process.argv[4] as string, process.argv[5] as string);
  else await runStandalone(run);
}
