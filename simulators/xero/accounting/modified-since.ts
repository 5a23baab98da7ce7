import type { FastifyRequest } from 'fastify';

const NO_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * The `If-Modified-Since` header as Xero reads it: a UTC time (`2026-11-29T10:00:00`, with or without
 * a zone, or an HTTP date); a header it cannot read is ignored (null).
 */
export function modifiedSince(request: FastifyRequest): number | null {
  const header = request.headers['if-modified-since'];
  if (typeof header !== 'string' || header.trim() === '') return null;
  const text = header.trim();
  const ms = Date.parse(NO_ZONE.test(text) ? `${text}Z` : text);
  return Number.isNaN(ms) ? null : ms;
}
