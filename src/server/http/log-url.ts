import type { FastifyRequest } from 'fastify';
import { allRoutes } from '../../shared/api';
import { CREDENTIAL_PAGES, CREDENTIAL_PARAMS } from '../../shared/api/credentials';

export const REMOVED = '[removed]';

/** An address part as the server and the browser read it: decoded (as it came if malformed), any case. */
const decoded = (part: string): string => {
  try {
    return decodeURIComponent(part).toLowerCase();
  } catch {
    return part.toLowerCase();
  }
};

const credentialNames = new Set(CREDENTIAL_PARAMS.map((name) => name.toLowerCase()));
const isCredentialSegment = (segment: string): boolean =>
  segment.startsWith(':') && credentialNames.has(segment.slice(1).toLowerCase());

/** Every path, of the API and of the web app, with a credential in a segment. */
export const credentialPaths: readonly string[] = [
  ...new Set([...allRoutes.map((r) => r.path), ...CREDENTIAL_PAGES]),
].filter((path) => path.split('/').some(isCredentialSegment));
const patterns = credentialPaths.map((path) => path.toLowerCase().split('/'));

/**
 * `/api/invitations/validate/abc` → `/api/invitations/validate/[removed]`. Escapes, letter case and
 * what follows (a trailing slash) do not matter, as they do not to the web app's router.
 */
const redactPath = (path: string): string => {
  const segments = path.split('/');
  const lower = segments.map(decoded);
  const pattern = patterns.find(
    (p) =>
      segments.length >= p.length &&
      p.every((s, i) => (s.startsWith(':') ? lower[i] !== '' : s === lower[i])),
  );
  return pattern
    ? segments.map((s, i) => (isCredentialSegment(pattern[i] ?? '') ? REMOVED : s)).join('/')
    : path;
};

/** A query key as it is read: `+` a space, decoded, without a `[]` suffix. */
const keyOf = (pair: string): string =>
  decoded((pair.split('=')[0] ?? '').replace(/\+/g, ' '))
    .replace(/\[.*$/, '')
    .trim();

const redactQuery = (query: string): string =>
  query
    .split('&')
    .map((pair) => (credentialNames.has(keyOf(pair)) ? `${pair.split('=')[0]}=${REMOVED}` : pair))
    .join('&');

/** A request address fit for the log: credential-bearing query values and path segments replaced. */
export const urlForLog = (url: string): string => {
  const cut = url.indexOf('?');
  if (cut < 0) return redactPath(url);
  return `${redactPath(url.slice(0, cut))}?${redactQuery(url.slice(cut + 1))}`;
};

/** Fastify's own request log fields, with the address passed through urlForLog. */
export const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: urlForLog(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
