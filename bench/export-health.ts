import { zipExport } from './documents';
import { percentile } from './stats';

export type ExportRequest = { token: string; ids: number[] };

/** One health check every this many ms while the exports run, each timed from when it was due. */
const SPACING_MS = 20;

/**
 * The latency of /api/health while `work` runs (open loop: a check is sent every 20 ms whether or
 * not the previous one has been answered, so a stalled server is charged for the wait).
 */
export async function healthWhile<T>(baseUrl: string, work: Promise<T>) {
  const latencies: number[] = [];
  let errors = 0;
  let running = true;
  const checks: Promise<void>[] = [];
  const start = performance.now();
  const done = work.finally(() => {
    running = false;
  });
  for (let due = start; running; due += SPACING_MS) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (!running) break;
    const sentAt = due;
    checks.push(
      fetch(`${baseUrl}/api/health`).then(
        async (res) => {
          await res.arrayBuffer();
          if (!res.ok) errors++;
          latencies.push(performance.now() - sentAt);
        },
        () => {
          errors++;
        },
      ),
    );
  }
  const result = await done;
  const seconds = (performance.now() - start) / 1000;
  await Promise.all(checks);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    result,
    seconds,
    checks: sorted.length,
    errors,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

/** The latency of /api/health while ZIP exports run at once. */
export async function healthDuringExports(baseUrl: string, exports: ExportRequest[]) {
  const { result, ...health } = await healthWhile(
    baseUrl,
    Promise.all(exports.map((e) => zipExport(baseUrl, e.token, e.ids))),
  );
  return {
    dockets: exports.reduce((n, e) => n + e.ids.length, 0),
    exports: result.map((r) => ({ status: r.status, seconds: r.seconds, megabytes: r.megabytes })),
    ...health,
  };
}

export type HealthDuringExports = Awaited<ReturnType<typeof healthDuringExports>>;

export const healthLine = (name: string, m: HealthDuringExports) =>
  `${name}: ${m.dockets} dockets in ${m.exports.length} request(s) (status ${m.exports.map((e) => e.status).join('/')}, ` +
  `${m.seconds.toFixed(2)} s); /api/health ${m.checks} checks, p50 ${m.p50.toFixed(1)} ms, ` +
  `p99 ${m.p99.toFixed(1)} ms, max ${m.max.toFixed(1)} ms, ${m.errors} errors`;
