import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Every file below `dir` whose name passes `test`. */
export function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return files(file, test);
    return test(name) ? [file] : [];
  });
}

/** Writes each file of `tree` (a path below `dir` → its content), making the folders it needs. */
export function writeTree(dir: string, tree: Record<string, string | Uint8Array>): void {
  for (const [path, content] of Object.entries(tree)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}
