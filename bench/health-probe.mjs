/**
 * The health probe of bench/export-health.ts, on a thread of its own: one GET /api/health every
 * `spacingMs` (open loop: each timed from when it was due), until the parent posts a message; then
 * it answers `{ latencies, errors }`. Its own event loop keeps the bench's clients (50 uploads, the
 * ZIP downloads) from delaying a check before it is sent, which the server would be charged for.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, spacingMs } = workerData;
let running = true;
parentPort.once('message', () => {
  running = false;
});

const latencies = [];
let errors = 0;
const checks = [];
for (let due = performance.now(); running; due += spacingMs) {
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
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
await Promise.all(checks);
parentPort.postMessage({ latencies, errors });
