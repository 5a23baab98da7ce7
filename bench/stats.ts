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

/** Runs `task` from `concurrency` loops for `seconds`, timing each call. */
export async function loop(
  name: string,
  concurrency: number,
  seconds: number,
  task: (i: number) => Promise<void>,
): Promise<Measure> {
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
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

export const row = (m: Measure) =>
  `| ${m.name} | ${m.rps.toFixed(0)} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.requests} | ${m.errors} |`;
export const HEADER =
  '| scenario | req/s | p50 ms | p99 ms | requests | errors |\n|---|---:|---:|---:|---:|---:|';
