// `npm run bench`: every benchmark in bench/, one after another. Each prints its own figures.
import { spawnSync } from 'node:child_process';

const benches = ['bench/lead-throughput.ts'];
let failed = false;
for (const file of benches) {
  const r = spawnSync(process.execPath, [file, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
