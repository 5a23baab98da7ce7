import autocannon from 'autocannon';
import { WARMUP_SECONDS, type Measure } from './stats';

export type HttpScenario = {
  name: string;
  method: 'GET' | 'POST';
  /**
   * Called for every request: the path, token and body to send; paced runs also take a method of
   * the request's own and a label to time it under (bench/paced.ts).
   */
  next: () => { path: string; token: string; body?: unknown; method?: 'GET' | 'POST'; label?: string };
};

export type Load = {
  connections: number;
  seconds: number;
  /** A fixed offered rate (requests per second, all connections together); none: as fast as served. */
  rate?: number;
};

function run(baseUrl: string, scenario: HttpScenario, load: Load, seconds: number) {
  return autocannon({
    url: baseUrl,
    connections: load.connections,
    duration: seconds,
    ...(load.rate ? { overallRate: load.rate } : {}),
    requests: [
      {
        method: scenario.method,
        setupRequest: (req) => {
          const { path, token, body } = scenario.next();
          return {
            ...req,
            path,
            headers: {
              authorization: `Bearer ${token}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            ...(body ? { body: JSON.stringify(body) } : {}),
          };
        },
      },
    ],
  });
}

/** Drives the real server over HTTP with keep-alive connections (autocannon). */
export async function httpLoad(baseUrl: string, scenario: HttpScenario, load: Load): Promise<Measure> {
  if (WARMUP_SECONDS > 0) await run(baseUrl, scenario, load, WARMUP_SECONDS);
  const result = await run(baseUrl, scenario, load, load.seconds);
  return {
    name: scenario.name,
    requests: result.requests.total,
    seconds: result.duration,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
