import http from 'node:http';
import type { HttpScenario } from './http';
import { measureOf, WARMUP_SECONDS, type Measure } from './stats';

/**
 * Offers requests at a steady rate, evenly spaced (open loop), over keep-alive connections, and
 * times each from the moment it was due to be sent, so a server that falls behind is charged for
 * the wait too. autocannon's `overallRate` is not that: it sends each second's quota at full
 * concurrency and then waits for the next second, so its latencies are those of a burst.
 */
async function offer(
  baseUrl: string,
  scenario: HttpScenario,
  rate: number,
  seconds: number,
  sockets: number,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const total = Math.round(rate * seconds);
  const spacing = 1000 / rate;
  const latencies: number[] = [];
  const labelled = new Map<string, { latencies: number[]; errors: number }>();
  let errors = 0;
  const start = performance.now();
  await new Promise<void>((finish) => {
    let sent = 0;
    let done = 0;
    const settle = (due: number, failed: boolean, label: string | undefined) => {
      const latency = performance.now() - due;
      latencies.push(latency);
      if (failed) errors++;
      if (label !== undefined) {
        const group = labelled.get(label) ?? { latencies: [], errors: 0 };
        labelled.set(label, group);
        group.latencies.push(latency);
        if (failed) group.errors++;
      }
      if (++done === total) finish();
    };
    const send = () => {
      const due = start + sent * spacing;
      sent++;
      const { path, token, body, method, label } = scenario.next();
      const payload = body ? JSON.stringify(body) : undefined;
      const request = http.request(new URL(path, baseUrl), {
        agent,
        method: method ?? scenario.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => settle(due, (response.statusCode ?? 0) >= 300, label));
      });
      request.on('error', () => settle(due, true, label));
      request.end(payload);
    };
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / spacing) + 1);
      while (sent < due) send();
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * spacing - performance.now()));
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return { latencies, errors, elapsed, labelled };
}

/** The scenario offered at `rate` requests a second for `seconds` (after a warm-up at the same rate). */
export async function pacedLoad(
  baseUrl: string,
  scenario: HttpScenario,
  { rate, seconds, sockets }: { rate: number; seconds: number; sockets: number },
): Promise<Measure> {
  if (WARMUP_SECONDS > 0) await offer(baseUrl, scenario, rate, WARMUP_SECONDS, sockets);
  return measureOf(scenario.name, await offer(baseUrl, scenario, rate, seconds, sockets));
}

/** The same, timed apart by the label each request carries: one measure per label. */
export async function pacedLoadByLabel(
  baseUrl: string,
  scenario: HttpScenario,
  { rate, seconds, sockets }: { rate: number; seconds: number; sockets: number },
): Promise<Measure[]> {
  if (WARMUP_SECONDS > 0) await offer(baseUrl, scenario, rate, WARMUP_SECONDS, sockets);
  const { labelled, elapsed } = await offer(baseUrl, scenario, rate, seconds, sockets);
  return [...labelled].map(([label, group]) =>
    measureOf(`${scenario.name}: ${label}`, { ...group, elapsed }),
  );
}
