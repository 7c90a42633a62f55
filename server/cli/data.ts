// Coverage and plan data (issue 27, decision 040):
//   npm run data -- import-labels FILE… [--speed-unit kbps] [--language en|es] [--replace-provider]
//   npm run data -- retire-labels PLAN_ID…   (plans a provider withdrew)
//   npm run data -- import-coverage FILE… --blocks REL_FILE [--as-of YYYY-MM-DD] [--replace-state]
//   npm run data -- sample [--out DIR]     (writes the generated sample files)
// Reads the same configuration as the server (DATA_DIR / DATABASE_URL). Every error of a file is
// printed with its line and column; a file with errors changes nothing, the other files still
// import (each is reported). Exit status 1 when any file had errors.

import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { importCoverage } from '../broadband/import-coverage.ts';
import { importLabelFiles, LabelImportBusy, retireLabels } from '../broadband/import-labels.ts';
import { formatErrors, ImportFailed } from '../broadband/input.ts';
import { PLAN_ID } from '../broadband/labels.ts';
import { writeSample } from '../broadband/sample.ts';
import { openDatabase } from '../db/database.ts';
import { isoAt, systemClock } from '../shared/clock.ts';
import { loadConfigOrExit } from '../shared/config.ts';

const usage = `Usage: npm run data -- import-labels FILE… [--speed-unit mbps|kbps] [--language en|es] [--replace-provider]
       npm run data -- retire-labels PLAN_ID…
       npm run data -- import-coverage FILE… --blocks REL_FILE [--as-of YYYY-MM-DD] [--replace-state]
       npm run data -- sample --out DIR`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'speed-unit': { type: 'string' },
    language: { type: 'string' },
    'replace-provider': { type: 'boolean' },
    'replace-state': { type: 'boolean' },
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
    if (err instanceof LabelImportBusy) {
      process.stderr.write(`${err.message}\n`);
      process.exitCode = 1;
    } else if (err instanceof ImportFailed) {
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
  const language = values.language;
  if (language !== undefined && language !== 'en' && language !== 'es')
    fail(`--language must be en or es, not ${language}.`);
  if (files.length === 0) fail('import-labels needs at least one file.');
  await withDatabase(async (db) => {
    const outcomes = await importLabelFiles(db, files, {
      unit,
      language,
      replaceProvider: values['replace-provider'] ?? false,
      at: isoAt(systemClock()),
      by,
    });
    for (const o of outcomes) {
      if (o.ok) {
        const r = o.result;
        process.stdout.write(
          `${r.file}: ${r.labels} labels (${r.language === 'es' ? 'Spanish' : 'English'}${r.mobile ? `, ${r.mobile} mobile` : ''}) of FRN ${r.frns.join(', ')}: ${r.added} new versions, ${r.kept} unchanged, ${r.superseded} superseded\n`,
        );
      } else {
        process.stderr.write(
          `${o.file}: not imported, ${o.errors.length === 1 ? 'an error' : `${o.errors.length} errors`} (nothing changed from this file):\n${formatErrors(o.errors)}\n`,
        );
        process.exitCode = 1;
      }
    }
    const bad = outcomes.filter((o) => !o.ok).length;
    if (outcomes.length > 1)
      process.stdout.write(
        `${outcomes.length - bad} of ${outcomes.length} files imported${bad ? `, ${bad} refused` : ''}.\n`,
      );
  });
} else if (command === 'retire-labels') {
  if (files.length === 0) fail('retire-labels needs at least one plan id.');
  const wrong = files.filter((p) => !PLAN_ID.test(p));
  if (wrong.length > 0) fail(`Not a unique_plan_id: ${wrong.join(', ')}.`);
  await withDatabase(async (db) => {
    const r = await retireLabels(db, files, { at: isoAt(systemClock()), by });
    process.stdout.write(`${r.retired} label${r.retired === 1 ? '' : 's'} retired.\n`);
    if (r.unknown.length > 0) {
      process.stderr.write(`No current label: ${r.unknown.join(', ')}\n`);
      process.exitCode = 1;
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
    const r = await importCoverage(db, {
      files,
      blocks,
      asOf,
      at: isoAt(systemClock()),
      by,
      replaceState: values['replace-state'] ?? false,
    });
    const s = (performance.now() - t0) / 1000;
    process.stdout.write(
      `Coverage as of ${r.asOf} for ${r.states.join(', ')}: ${r.rows} rows (${r.residentialRows} residential) in ${s.toFixed(1)} s, ` +
        `${r.zips} ZIP codes, ${r.coverageRows} ZIP × provider × technology rows, ${r.locations} locations, committed in ${r.commitSeconds.toFixed(2)} s` +
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
