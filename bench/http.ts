import autocannon from 'autocannon';
import type { Measure } from './stats';

export type HttpScenario = {
  name: string;
  method: 'GET' | 'POST';
  /** Called for every request: the path, token and body to send. */
  next: () => { path: string; token: string; body?: unknown };
};

/** Drives the real server over HTTP with keep-alive connections (autocannon). */
export async function httpLoad(
  baseUrl: string,
  scenario: HttpScenario,
  connections: number,
  seconds: number,
): Promise<Measure> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
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
  return {
    name: scenario.name,
    requests: result.requests.total,
    seconds: result.duration,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
