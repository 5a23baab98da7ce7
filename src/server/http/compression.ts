import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * What is compressed: JSON, text (CSV included) and XML. Never a server-sent event stream (each event
 * must reach the browser when it is written, not when a compressor's buffer fills), and never files
 * that are compressed already (PDF, ZIP) or unknown binaries (application/octet-stream, which the
 * plugin's own default would compress).
 */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return type.startsWith('text/') || /[+/](json|xml)$/.test(type) || type === 'application/javascript';
}

/** Routes that never go through the compressor whatever their reply: the live stream (H10, issue 17). */
const NEVER_COMPRESSED = /^\/api\/live(\/|$|\?)/;

/**
 * Issue 17 (a cheap phone on a slow network): API replies of 1 KB and more are compressed with
 * brotli or gzip, as the request's Accept-Encoding allows (brotli first; no zstd, which phones'
 * browsers do not all send). The web app's files are not compressed here: the build makes .br and
 * .gz files beside them and @fastify/static serves those (http/web-app.ts, preCompressed).
 * Registered before every route: the plugin attaches itself to routes as they are added.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook: routes outside /api (the web app's files, served
  // pre-compressed) and the live stream are left alone.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api') || NEVER_COMPRESSED.test(url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies are not accepted compressed: only replies are.
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: isCompressible,
  });
}
