import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath, pathOf } from './api-path';
import { DOCS_PREFIX } from './openapi';

/**
 * The policy. `fileOrigin`: where a stored photo's signed link points (object storage): the pages
 * read photos with fetch, which follows the API's redirect there, so that origin may be connected to.
 */
const policyFor = (fileOrigin: string | null) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(fileOrigin ? [fileOrigin] : [])],
        /** The proof-of-work widget (altcha) solves in Web Workers it starts from blob: URLs. */
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });

/** The headers helmet sets, worked out once: they do not depend on the request (no CSP nonces). */
export function securityHeaders(fileOrigin: string | null = null): Record<string, string> {
  const policy = policyFor(fileOrigin);
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  policy({} as IncomingMessage, response, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Browsers keep to HTTPS for a year once they have seen this over HTTPS. Not for the domain's other
 * hosts (no includeSubDomains): an installation's neighbours are not the product's to decide.
 */
export const HSTS = 'max-age=31536000';

/**
 * API replies hold a company's data, a grant or a token: no browser or proxy keeps them. The API
 * reference (DOCS_PREFIX) is the same for everyone and keeps the default.
 */
const isPrivateReply = (url: string): boolean => {
  const path = pathOf(url);
  return isApiPath(path) && path !== DOCS_PREFIX && !path.startsWith(`${DOCS_PREFIX}/`);
};

/**
 * Security headers for every reply: a strict CSP, nosniff, no framing, a tight referrer policy;
 * Strict-Transport-Security when the request came over HTTPS (itself, or by X-Forwarded-Proto
 * from a proxy TRUST_PROXY trusts), never over plain HTTP; and Cache-Control: no-store on the API
 * (a route that writes its own Cache-Control, as the live stream does, keeps it).
 */
export function installSecurityHeaders(app: FastifyInstance, fileOrigin: string | null): void {
  const headers = securityHeaders(fileOrigin);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isPrivateReply(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
}
