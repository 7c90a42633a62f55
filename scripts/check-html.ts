// Validates every prerendered HTML file of the build with the Nu Html Checker (vnu-jar, run with
// the system Java in one JVM for all files). Run after `npm run build`. Exits 1 listing each error;
// writes reports/html-validation.json. No message is filtered: an error is fixed in the markup.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { allPages } from '../content/pages.ts';
import { runProcessSync } from './processes.ts';

const clientDir = process.env.BUILD_DIR ?? 'build/client';
const vnuJar = 'node_modules/vnu-jar/build/dist/vnu.jar';

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
};

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) out.push(...htmlFiles(file));
    else if (name.endsWith('.html')) out.push(file);
  }
  return out.sort();
}

function main() {
  if (!existsSync(join(clientDir, 'index.html'))) {
    console.error(`check-html: no build in ${clientDir}; run \`npm run build\` first.`);
    process.exit(1);
  }
  if (!existsSync(vnuJar)) {
    console.error(`check-html: ${vnuJar} is missing; run \`npm ci\`.`);
    process.exit(1);
  }
  const files = htmlFiles(clientDir);
  // Every route must have been prerendered, or there is nothing to validate for it.
  const missing = allPages()
    .map((p) => (p.path === '/' ? join(clientDir, 'index.html') : join(clientDir, p.path, 'index.html')))
    .filter((f) => !files.includes(f));

  const started = Date.now();
  const r = runProcessSync([
    'java',
    '-jar',
    vnuJar,
    '--errors-only',
    '--format',
    'json',
    '--stdout',
    ...files,
  ]);
  if (r.error) {
    console.error(
      `check-html: could not run java: ${r.error.message} (install a JRE: apt-get install -y default-jre-headless)`,
    );
    process.exit(1);
  }
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(r.stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    console.error(`check-html: vnu gave no JSON (exit ${r.code}):\n${r.stdout}\n${r.stderr}`);
    process.exit(1);
  }
  const errors = messages.filter(
    (m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error',
  );
  const seconds = (Date.now() - started) / 1000;

  const byFile = new Map<string, VnuMessage[]>();
  for (const m of errors) {
    const file = relative(process.cwd(), decodeURIComponent(new URL(m.url).pathname));
    byFile.set(file, [...(byFile.get(file) ?? []), m]);
  }

  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/html-validation.json',
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        validator: 'vnu-jar --errors-only',
        files: files.length,
        missingRoutes: missing,
        errors: errors.length,
        byFile: Object.fromEntries(
          [...byFile].map(([f, ms]) => [
            f,
            ms.map((m) => ({
              line: m.lastLine,
              column: m.firstColumn,
              message: m.message,
              extract: m.extract,
            })),
          ]),
        ),
      },
      null,
      2,
    )}\n`,
  );

  if (errors.length > 0 || missing.length > 0) {
    for (const [file, ms] of byFile) {
      console.error(`\n${file}: ${ms.length} error(s)`);
      for (const m of ms) {
        console.error(`  line ${m.lastLine ?? '?'}:${m.firstColumn ?? '?'}  ${m.message}`);
        if (m.extract) console.error(`    ${m.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}`);
      }
    }
    for (const f of missing) console.error(`missing prerendered page: ${f}`);
    console.error(
      `\ncheck-html: ${errors.length} error(s) in ${byFile.size} of ${files.length} files${missing.length ? `, ${missing.length} route(s) not prerendered` : ''}; report in reports/html-validation.json`,
    );
    process.exit(1);
  }
  console.log(
    `check-html: ${files.length} HTML files valid (vnu, ${seconds.toFixed(1)} s); report in reports/html-validation.json`,
  );
}

main();
