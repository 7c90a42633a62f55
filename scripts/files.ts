import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir` whose name passes `test`. */
export function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return files(file, test);
    return test(name) ? [file] : [];
  });
}
