// Coverage and plan data (issue 27, decision 040):
//   npm run data -- import-labels FILE… [--speed-unit kbps]
//   npm run data -- import-coverage FILE… --blocks REL_FILE [--as-of YYYY-MM-DD]
//   npm run data -- sample [--out DIR]     (writes the generated sample files)
// Reads the same configuration as the server (DATA_DIR / DATABASE_URL). Every error of a file is
// printed with its line and column; a file with errors changes nothing. Exit status 1 then.

import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { importCoverage } from '../broadband/import-coverage.ts';
import { importLabelFile } from '../broadband/import-labels.ts';
import { formatErrors, ImportFailed } from '../broadband/input.ts';
import { writeSample } from '../broadband/sample.ts';
import { isoAt, systemClock } from '../clock.ts';
import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/database.ts';

const usage = `Usage: npm run data -- import-labels FILE… [--speed-unit mbps|kbps]
       npm run data -- import-coverage FILE… --blocks REL_FILE [--as-of YYYY-MM-DD]
       npm run data -- sample --out DIR`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'speed-unit': { type: 'string' },
    blocks: { type: 'string' },
    'as-of': { type: 'string' },
    out: { type: 'string' },
  },
});
const [command, ...files] = positionals;
const by = `cli:${userInfo().username}`;

async function withDatabase(run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>) {
  const config = loadConfigOrExit();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await run(database.db);
  } catch (err) {
    if (err instanceof ImportFailed) {
      process.stderr.write(`Nothing was imported from the file with errors (${err.errors.length}):\n`);
      process.stderr.write(`${formatErrors(err.errors)}\n`);
      process.exitCode = 1;
    } else throw err;
  } finally {
    await database.close();
  }
}

if (command === 'import-labels') {
  const unit = values['speed-unit'] ?? 'mbps';
  if (unit !== 'mbps' && unit !== 'kbps') fail(`--speed-unit must be mbps or kbps, not ${unit}.`);
  if (files.length === 0) fail('import-labels needs at least one file.');
  await withDatabase(async (db) => {
    for (const file of files) {
      const results = await importLabelFile(db, file, { unit, at: isoAt(systemClock()), by });
      for (const r of results)
        process.stdout.write(
          `${r.file}: ${r.labels} labels of FRN ${r.frns.join(', ')}: ${r.added} new versions, ${r.kept} unchanged, ${r.superseded} superseded\n`,
        );
    }
  });
} else if (command === 'import-coverage') {
  if (files.length === 0) fail('import-coverage needs at least one BDC file (.csv or .zip).');
  const blocks = values.blocks;
  if (!blocks) fail('import-coverage needs --blocks with the Census ZCTA-to-block relationship file.');
  const asOf = values['as-of'];
  if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf))
    fail('--as-of must be a date like 2024-06-30.');
  await withDatabase(async (db) => {
    const t0 = performance.now();
    const r = await importCoverage(db, { files, blocks, asOf, at: isoAt(systemClock()), by });
    const s = (performance.now() - t0) / 1000;
    process.stdout.write(
      `Coverage as of ${r.asOf} for ${r.states.join(', ')}: ${r.rows} rows (${r.residentialRows} residential) in ${s.toFixed(1)} s, ` +
        `${r.zips} ZIP codes, ${r.coverageRows} ZIP × provider × technology rows, ${r.locations} locations` +
        `${r.outsideZcta ? `, ${r.outsideZcta} rows in blocks outside any ZCTA left out` : ''}\n`,
    );
  });
} else if (command === 'sample') {
  if (!values.out) fail('sample needs --out DIR.');
  const written = await writeSample(values.out);
  process.stdout.write(`${written.join('\n')}\n`);
} else {
  fail(command ? `Unknown command ${command}.` : 'No command.');
}
