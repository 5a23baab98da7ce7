import type pg from 'pg';
import { percentile } from './stats';
import { oldestDays, seedRetention, tableCounts, RETENTION_TABLES, PER_DAY } from './retention-seed';
import type { LargeWorld } from './seed-large';

/** One light request every this many ms, open loop, each timed from when it was due. */
const SPACING_MS = 20;
/** The stream's first seconds (the server warming up) are left out of the baseline. */
const WARMUP_MS = 3000;

type Sample = { label: string; at: number; ms: number; ok: boolean };

/**
 * The requests a user makes while the job runs, in turn: /api/health (a statement on the
 * database), a worker's week (the read cache) and the first page of the company's e-mail log
 * (20 entries, as a short page: the table being trimmed, read through its index).
 */
function lightRequests(world: LargeWorld) {
  let n = 0;
  return () => {
    const i = n++;
    const worker = world.workers[i % world.workers.length]!;
    const today = new Date().toISOString().slice(0, 10);
    const kinds = [
      { label: '/api/health', path: '/api/health', token: undefined },
      {
        label: 'week view',
        path: `/api/users/${worker.id}/timesheets?startDate=${today}&endDate=${today}`,
        token: worker.token,
      },
      { label: 'e-mail log, 20 newest', path: '/api/admin/email-logs?limit=20', token: world.admin.token },
    ];
    return kinds[i % kinds.length]!;
  };
}

/** Sends the stream until `done` settles (and `afterMs` more); every request's label, send time and latency. */
async function stream(base: string, world: LargeWorld, done: Promise<unknown>, afterMs: number) {
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const next = lightRequests(world);
  let running = true;
  void done.finally(() => setTimeout(() => (running = false), afterMs));
  for (let due = performance.now(); running; due += SPACING_MS) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const request = next();
    const sentAt = due;
    pending.push(
      fetch(`${base}${request.path}`, {
        headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
      }).then(
        async (res) => {
          await res.arrayBuffer();
          const at = performance.timeOrigin + sentAt;
          samples.push({ label: request.label, at, ms: performance.now() - sentAt, ok: res.ok });
        },
        () =>
          void samples.push({ label: request.label, at: performance.timeOrigin + sentAt, ms: 0, ok: false }),
      ),
    );
  }
  await Promise.all(pending);
  return samples;
}

type Run = { state: string; startedOn: Date; completedOn: Date };

/** Waits for the scheduled job's first run to finish (pg-boss's own record of it). */
async function jobRun(pool: pg.Pool, timeoutMs: number): Promise<Run> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const { rows } = await pool.query<{ state: string; started_on: Date; completed_on: Date | null }>(
      `select state, started_on, completed_on from pgboss.job where name = 'retention' order by created_on limit 1`,
    );
    const row = rows[0];
    if (row?.completed_on && row.state !== 'active')
      return { state: row.state, startedOn: row.started_on, completedOn: row.completed_on };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the retention job did not run');
}

/** The cron of the minute that begins at least `seconds` from now, in this machine's zone (the server's). */
function cronIn(seconds: number) {
  const d = new Date(Date.now() + seconds * 1000 + 60_000);
  return `${d.getMinutes()} ${d.getHours()} * * *`;
}

const summary = (samples: Sample[]) => {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    errors: samples.filter((s) => !s.ok).length,
  };
};

/**
 * BENCH_ONLY=retention: a year of logs, credentials and replies for the benchmark company, then
 * the server with the job scheduled about a minute ahead; a stream of light requests runs from the
 * server's start until a few seconds after the job's run, and is split into before and during it.
 */
export async function retentionBench(
  pool: pg.Pool,
  world: LargeWorld,
  base: string,
  start: (env: Record<string, string>) => Promise<unknown>,
) {
  let t = performance.now();
  const before = await seedRetention(pool, world.companyId);
  const seedSeconds = (performance.now() - t) / 1000;
  await start({ RETENTION_SCHEDULE: cronIn(40) });
  t = performance.now();
  const run = jobRun(pool, 5 * 60_000);
  const samples = await stream(base, world, run, 3000);
  const job = await run;
  const after = await tableCounts(pool);
  const oldest = await oldestDays(pool);
  const started = job.startedOn.getTime();
  const completed = job.completedOn.getTime();
  const warm = performance.timeOrigin + t + WARMUP_MS;
  const windows = {
    before: samples.filter((s) => s.at >= warm && s.at < started),
    during: samples.filter((s) => s.at >= started && s.at <= completed),
  };
  return { seedSeconds, before, after, oldest, job, seconds: (completed - started) / 1000, windows };
}

export function retentionLines(r: Awaited<ReturnType<typeof retentionBench>>) {
  const lines = [
    `Retention: seeded a year in ${r.seedSeconds.toFixed(1)} s; the job ran ${r.seconds.toFixed(2)} s (${r.job.state})`,
    '',
    '| table | a day | rows before | rows after | deleted | oldest row left (days) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...RETENTION_TABLES.map(
      (table) =>
        `| ${table} | ${PER_DAY[table]} | ${r.before[table]} | ${r.after[table]} | ${r.before[table] - r.after[table]} | ${r.oldest[table] ?? '-'} |`,
    ),
    '',
    '| light requests (one every 20 ms, in turn) | window | n | p50 ms | p95 ms | p99 ms | max ms | errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const labels = [...new Set([...r.windows.before, ...r.windows.during].map((s) => s.label))];
  for (const label of [...labels, 'all'])
    for (const [name, samples] of Object.entries(r.windows)) {
      const m = summary(label === 'all' ? samples : samples.filter((s) => s.label === label));
      lines.push(
        `| ${label} | ${name} | ${m.n} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.max.toFixed(1)} | ${m.errors} |`,
      );
    }
  return lines.join('\n');
}
