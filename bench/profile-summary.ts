// Where a server's CPU time went, from a `node --cpu-prof` profile (bench/lead-throughput.ts
// with BENCH_CPU_PROF=dir leaves one per server): self time by function and by package or file,
// and inclusive time of functions, as shares of the busy (non-idle) samples.
//
//   node bench/profile-summary.ts <file.cpuprofile> [--top 40] [--match regex]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '40' }, match: { type: 'string' } },
});
const top = Number(values.top);
for (const file of positionals) {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  for (const [i, id] of p.samples.entries()) self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
  const name = (n: Node) => {
    const url = n.callFrame.url
      .replace(/^file:\/\//, '')
      .replace(/^.*node_modules\//, 'nm:')
      .replace(/^.*?\/(server|contracts|content|bench)\//, '$1/');
    return `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber + 1}`;
  };
  const where = (n: Node) => {
    const u = n.callFrame.url;
    if (!u) return n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : '(native)';
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u);
    if (m) return m[1] as string;
    if (u.startsWith('node:')) return u;
    return u.replace(/^file:\/\//, '').replace(/^.*?\/(server|contracts|content|bench)\//, '$1/');
  };
  let total = 0;
  let idle = 0;
  const selfBy = new Map<string, number>();
  const whereBy = new Map<string, number>();
  const incl = new Map<string, number>();
  for (const [id, t] of self) {
    const n = byId.get(id) as Node;
    total += t;
    if (n.callFrame.functionName === '(idle)') {
      idle += t;
      continue;
    }
    selfBy.set(name(n), (selfBy.get(name(n)) ?? 0) + t);
    whereBy.set(where(n), (whereBy.get(where(n)) ?? 0) + t);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const k = name(byId.get(cur) as Node);
      if (seen.has(k)) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + t);
    }
  }
  const busy = total - idle;
  const pct = (t: number) => `${((100 * t) / busy).toFixed(1).padStart(5)} %`;
  const list = (title: string, m: Map<string, number>) => {
    console.log(`\n${title}`);
    const re = values.match ? new RegExp(values.match) : undefined;
    for (const [k, t] of [...m]
      .filter(([k]) => !re || re.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top))
      console.log(`  ${pct(t)}  ${k}`);
  };
  console.log(
    `${file}: ${(total / 1e6).toFixed(1)} s sampled, busy ${(busy / 1e6).toFixed(1)} s (${((100 * busy) / total).toFixed(0)} %)`,
  );
  list('self time by package / file', whereBy);
  list('self time by function', selfBy);
  list('inclusive time by function', incl);
}
