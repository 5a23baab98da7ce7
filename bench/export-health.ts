import { Worker } from 'node:worker_threads';
import { zipExport } from './documents';
import { percentile } from './stats';

export type ExportRequest = { token: string; ids: number[] };

/** One health check every this many ms while the exports run, each timed from when it was due. */
const SPACING_MS = 20;

/**
 * The latency of /api/health while `work` runs (open loop: a check is sent every 20 ms whether or
 * not the previous one has been answered, so a stalled server is charged for the wait). The checks
 * are sent from a thread of their own (health-probe.mjs): the work's own clients run on this one.
 */
export async function healthWhile<T>(baseUrl: string, work: Promise<T>) {
  const probe = new Worker(new URL('./health-probe.mjs', import.meta.url), {
    workerData: { baseUrl, spacingMs: SPACING_MS },
  });
  const report = new Promise<{ latencies: number[]; errors: number }>((resolve, reject) => {
    probe.once('message', resolve);
    probe.once('error', reject);
  });
  const start = performance.now();
  const result = await work.finally(() => probe.postMessage('stop'));
  const seconds = (performance.now() - start) / 1000;
  const { latencies, errors } = await report;
  await probe.terminate();
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
