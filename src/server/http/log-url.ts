import type { FastifyRequest } from 'fastify';

/** Query parameters that are credentials: the Xero sign-in's ticket, code and state, any token. */
const SECRET_PARAMS = /([?&](?:ticket|code|state|token|access_token|refresh_token)=)[^&#]*/gi;

/** A request address fit for the log: credential-bearing query values replaced. */
export const urlForLog = (url: string): string => url.replace(SECRET_PARAMS, '$1[removed]');

/** Fastify's own request log fields, with the address passed through urlForLog. */
export const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: urlForLog(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
