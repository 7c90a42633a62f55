// Runs under whatever Node is on the machine (the system Node 20 on a fresh clone): installs the
// project's dependencies, which include Node 24 itself, when they are missing or stale, so that
// `npm start` and `npm test` work straight after cloning.
import { execSync } from 'node:child_process';
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
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
