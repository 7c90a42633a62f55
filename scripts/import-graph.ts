/**
 * The folder import graph, drawn from the code: which folder's product files import which other
 * folder's, and the cycles among them (strongly connected components of more than one folder).
 *
 *   node scripts/import-graph.ts            the edges, a line per folder, then the cycles
 *   node scripts/import-graph.ts --json     the same as JSON
 *   node scripts/import-graph.ts --write    rewrites the server's graph in docs/architecture.md
 *
 * A folder is a file's directory (server/leads, app/console, content); tests (`*.test.ts*`,
 * `server/test/`, `tests/`, `app/test/`) are left out: they may import across the house.
 * scripts/import-graph.test.ts fails on any cycle.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { files } from './files.ts';

const ROOT = resolve(import.meta.dirname, '..');
const PRODUCT = ['server', 'app', 'content', 'contracts'];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /(\.test\.tsx?$)|(^|\/)(test|tests)\//;

/** Module specifiers a file imports: static, re-exported, dynamic and type-only. */
export function specifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

export type ImportGraph = {
  /** folder → the folders it imports (sorted) */
  edges: Map<string, string[]>;
  /** each cycle: the folders of one strongly connected component (sorted) */
  cycles: string[][];
  /** for each edge `a -> b`, the importing files and what they import */
  evidence: Map<string, string[]>;
};

export function productFiles(root = ROOT): string[] {
  return PRODUCT.filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) => files(join(root, dir), (name) => SOURCE.test(name)))
    .map((file) => relative(root, file))
    .filter((file) => !TEST.test(file));
}

export function importGraph(root = ROOT, sources = productFiles(root)): ImportGraph {
  const edges = new Map<string, Set<string>>();
  const evidence = new Map<string, string[]>();
  for (const file of sources) {
    const from = dirname(file);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const spec of specifiers(readFileSync(join(root, file), 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = relative(root, resolve(root, from, spec));
      const to = dirname(target.replace(/\?.*$/, ''));
      if (to === from || to.startsWith('..') || to.startsWith('node_modules')) continue;
      edges.get(from)?.add(to);
      const key = `${from} -> ${to}`;
      evidence.set(key, [...(evidence.get(key) ?? []), `${file}: ${spec}`]);
    }
  }
  const sorted = new Map(
    [...edges].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, [...v].sort()]),
  );
  return { edges: sorted, cycles: stronglyConnected(sorted), evidence };
}

/** Tarjan's strongly connected components, keeping those of two or more folders. */
function stronglyConnected(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components;
}

export const START = '<!-- server folder graph: made by scripts/import-graph.ts --write -->';
export const END = '<!-- end of server folder graph -->';

/** The server's folders and what each imports (contracts/ and content/ named once), as a block. */
export function serverGraphBlock(graph: ImportGraph = importGraph()): string {
  const lines = [...graph.edges]
    .filter(([from]) => from === 'server' || from.startsWith('server/'))
    .map(([from, to]) => {
      const names = to
        .map((t) => (t.startsWith('content/') ? 'content' : t))
        .map((t) => t.replace(/^server\//, ''));
      return `${from.padEnd(28)} -> ${[...new Set(names)].join(', ') || '(nothing)'}`;
    });
  const cycles =
    graph.cycles.length === 0 ? 'no cycle' : `cycles: ${graph.cycles.map((c) => c.join(' <-> ')).join('; ')}`;
  return [START, '```', ...lines, '', cycles, '```', END].join('\n');
}

/** `text` with the block between the markers made anew. */
export function withServerGraph(text: string, graph?: ImportGraph): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md: no ${START} … ${END} block`);
  return text.slice(0, start) + serverGraphBlock(graph) + text.slice(end + END.length);
}

if (import.meta.main && process.argv.includes('--write')) {
  const doc = join(ROOT, 'docs/architecture.md');
  writeFileSync(doc, withServerGraph(readFileSync(doc, 'utf8')));
} else if (import.meta.main) {
  const graph = importGraph();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ edges: Object.fromEntries(graph.edges), cycles: graph.cycles }, null, 2));
  } else {
    for (const [from, to] of graph.edges) console.log(`${from} -> ${to.join(', ') || '(nothing)'}`);
    console.log(graph.cycles.length === 0 ? '\nno cycle' : '\ncycles:');
    for (const cycle of graph.cycles) {
      console.log(`  ${cycle.join(' <-> ')}`);
      for (const a of cycle)
        for (const b of cycle)
          for (const line of graph.evidence.get(`${a} -> ${b}`) ?? []) console.log(`    ${line}`);
    }
  }
}
