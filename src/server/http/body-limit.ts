import type { IncomingMessage } from 'node:http';

/** Largest JSON body the API accepts (a signature PNG is at most 200 KB). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** How much of a refused body the server still reads, and for how long, so the client can read its 413. */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
export const DRAIN_MAX_MS = 10_000;

/**
 * Reads and discards the rest of a request body the server refused. Fastify refuses an oversized body
 * before reading it and Node then closes the connection: a client still sending (as a browser's
 * upload does) meets a closed socket and never reads the 413. Reading the rest first lets it finish
 * sending and read the reply; past DRAIN_MAX_BYTES or DRAIN_MAX_MS the server stops reading and closes.
 */
export function drainRequestBody(raw: IncomingMessage): Promise<void> {
  const declared = Number(raw.headers['content-length']);
  if (raw.complete || raw.destroyed || declared > DRAIN_MAX_BYTES) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    raw.on('data', onData).on('end', done).on('close', done).on('error', done);
    raw.resume();
  });
}
