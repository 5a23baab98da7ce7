import type { FastifyInstance } from 'fastify';
import { MONEY_KEY_SET } from '../../shared/money';
import { can } from '../../shared/roles';

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !MONEY_KEY_SET.has(key))
        .map(([key, v]) => [key, strip(v)]),
    );
  }
  return value;
}

/**
 * The last guard of "workers never receive money": whatever a service returned, a reply to a role
 * without 'money.read' leaves without any money field. Services already omit them; this makes a
 * slip in one of them harmless.
 */
export function installMoneyGuard(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!request.actor || can(request.actor.role, 'money.read')) return payload;
    return strip(payload);
  });
}
