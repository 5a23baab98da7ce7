import type { FastifyRequest } from 'fastify';
import type { StripeContext } from '../context';
import { StripeError } from '../errors';

const masked = (key: string): string =>
  `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer?.[1]) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic?.[1]) return Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0] ?? null;
  return null;
}

/** The secret key, as a Bearer token (the SDK) or Basic user name (`curl -u sk_…:`); 401 otherwise. */
export function authenticate(ctx: StripeContext, request: FastifyRequest): void {
  const key = presentedKey(request);
  if (!key) {
    throw new StripeError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  if (key !== ctx.secretKey) {
    throw new StripeError(401, 'invalid_request_error', `Invalid API Key provided: ${masked(key)}`);
  }
}
