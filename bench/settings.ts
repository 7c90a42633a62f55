// Every knob of the benchmarks, read from the environment once and checked here: a mistyped value
// stops the run naming the variable, instead of a benchmark measuring with NaN (Number('4s')).
// The defaults are the figures the README reports; set a variable to run shorter or harder.
import { z } from 'zod';

const positive = (fallback: number) => z.coerce.number().positive().default(fallback);
const whole = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const Settings = z.object({
  /** Keep-alive connections of the static and topology load generators. */
  BENCH_CONNECTIONS: whole(32),
  /** static-vs-nginx: seconds per page and server. */
  BENCH_STATIC_SECONDS: positive(4),
  /** topology: seconds per target. */
  BENCH_TOPOLOGY_SECONDS: positive(10),
  /** fault-kill: lead load before the SIGKILL, and its connections. */
  BENCH_FAULT_KILL_AFTER_MS: whole(2000),
  BENCH_FAULT_CONNECTIONS: whole(16),
  /** outage (SMTP, webhook): the minute issue 8 asks for, the leads around it, the lead rate and
   * how long the outbox may take to drain afterwards. */
  BENCH_OUTAGE_SECONDS: positive(60),
  BENCH_OUTAGE_LEAD_SECONDS: positive(3),
  BENCH_OUTAGE_RATE: positive(20),
  BENCH_OUTAGE_DRAIN_SECONDS: positive(120),
  /** lead-throughput: the commit compared against (issue 26: the lead path before the console),
   * more commits to measure too (comma separated), connection counts, seconds per round, rounds
   * (alternating the order of the targets), and a directory for each server's --cpu-prof. */
  BENCH_LEAD_BASELINE: z.string().min(1).default('8b271e8'),
  BENCH_LEAD_REFS: z.string().default(''),
  BENCH_LEAD_CONNECTIONS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'connection counts, comma separated')
    .default('16,64'),
  BENCH_LEAD_SECONDS: positive(5),
  BENCH_LEAD_ROUNDS: whole(3),
  BENCH_CPU_PROF: z.string().optional(),
  /** console-inbox: leads seeded in each database. */
  LEADS: whole(1_000_000),
});

function parse(env: NodeJS.ProcessEnv): z.infer<typeof Settings> {
  const parsed = Settings.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (i) => `${String(i.path[0])}: ${i.message} (got ${env[String(i.path[0])]})`,
  );
  throw new Error(`bench settings:\n  ${problems.join('\n  ')}`);
}

export const settings = parse(process.env);
