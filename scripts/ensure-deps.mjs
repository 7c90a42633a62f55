// Runs under whatever Node is on the machine (the system Node 20 on a fresh clone): installs the
// project's dependencies, which include Node 24 itself, when they are missing or stale, so that
// `npm start` and `npm test` work straight after cloning.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const lock = 'package-lock.json';
const marker = 'node_modules/.package-lock.json';
const stale =
  !existsSync(marker) ||
  !existsSync('node_modules/.bin/node') ||
  statSync(lock).mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  // `npm install`, not `npm ci`: see docs/decisions/005-npm-install-not-ci.md.
  console.log('Installing dependencies (npm install from package-lock.json)...');
  // Packages that declare `engines: node >= 22/24` draw an EBADENGINE warning under the system
  // Node that runs this install; they run on the Node 24 the install brings, so those lines are
  // dropped (npm has no option for that alone: engine-strict=false still warns, loglevel would
  // hide every other warning too). Everything else npm prints passes through.
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const dropped = (npm.stderr ?? '').split('\n').filter((line) => !/^npm warn EBADENGINE\b/.test(line));
  process.stderr.write(dropped.join('\n'));
  if (npm.status !== 0) process.exit(npm.status ?? 1);
}
