// An older commit of this repository checked out beside this one (a temporary `git worktree`), so
// that a benchmark can run its server and this one in the same run, in alternating rounds, on the
// same build and the same machine load. BENCH_BASELINE names the commit (none: no baseline);
// BENCH_BASELINE_NODE_MODULES the node_modules it runs with (by default this checkout's, which is
// right while the two lock files agree on what the server imports).
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { processOutput } from '../scripts/processes.ts';

export type Baseline = { ref: string; commit: string; dir: string; remove: () => void };

export function checkoutBaseline(
  ref = process.env.BENCH_BASELINE,
  nodeModules = process.env.BENCH_BASELINE_NODE_MODULES,
): Baseline | undefined {
  if (!ref) return undefined;
  const root = resolve(import.meta.dirname, '..');
  const git = (...args: string[]) => processOutput(['git', '-C', root, ...args]);
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = join(mkdtempSync(join(tmpdir(), 'bench-baseline-')), 'tree');
  git('worktree', 'add', '--detach', '--quiet', dir, commit);
  const modules = resolve(nodeModules ?? join(root, 'node_modules'));
  if (!existsSync(modules)) throw new Error(`BENCH_BASELINE_NODE_MODULES: no ${modules}`);
  symlinkSync(modules, join(dir, 'node_modules'), 'dir');
  return {
    ref,
    commit: commit.slice(0, 7),
    dir,
    remove: () => {
      try {
        git('worktree', 'remove', '--force', dir);
      } finally {
        rmSync(resolve(dir, '..'), { recursive: true, force: true });
        git('worktree', 'prune');
      }
    },
  };
}
