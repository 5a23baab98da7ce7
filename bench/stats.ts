/** A measured scenario: throughput and latency percentiles. */
export type Measure = {
  name: string;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
};

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Seconds of each load run first and not counted: connections, JIT, plans and caches warm up. */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);

/** Runs `task` from `concurrency` loops for `seconds` (after a warm-up), timing each call. */
export async function loop(
  name: string,
  concurrency: number,
  seconds: number,
  task: (i: number) => Promise<void>,
): Promise<Measure> {
  if (WARMUP_SECONDS > 0) await timed(concurrency, WARMUP_SECONDS, task);
  return measureOf(name, await timed(concurrency, seconds, task));
}

/** A measure from the latencies (ms) of the requests of a run that took `elapsed` seconds. */
export function measureOf(
  name: string,
  { latencies, errors, elapsed }: { latencies: number[]; errors: number; elapsed: number },
): Measure {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    requests: sorted.length,
    seconds: elapsed,
    rps: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
  };
}

async function timed(concurrency: number, seconds: number, task: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = worker; performance.now() < end; i += concurrency) {
        const t = performance.now();
        try {
          await task(i);
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, errors, elapsed: (performance.now() - start) / 1000 };
}

export const row = (m: Measure) =>
  `| ${m.name} | ${m.rps.toFixed(0)} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.requests} | ${m.errors} |`;
export const HEADER =
  '| scenario | req/s | p50 ms | p99 ms | requests | errors |\n|---|---:|---:|---:|---:|---:|';
