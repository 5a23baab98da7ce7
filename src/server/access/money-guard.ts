import type { FastifyInstance } from 'fastify';
import { MONEY_KEY_SET } from '../../shared/money';
import { can } from '../../shared/roles';

/**
 * The value without any money field, at any depth. Services already leave money out, so this
 * normally finds nothing: it copies only the objects that hold a money field and returns the rest as
 * they are (the week view sends thousands of these a second).
 */
export function stripMoney(value: unknown): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = stripMoney(value[i]);
      if (item !== value[i]) (copy ??= value.slice())[i] = item;
    }
    return copy ?? value;
  }
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  const object = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    if (MONEY_KEY_SET.has(key)) {
      copy ??= { ...object };
      delete copy[key];
      continue;
    }
    const inner = stripMoney(object[key]);
    if (inner !== object[key]) (copy ??= { ...object })[key] = inner;
  }
  return copy ?? value;
}

/**
 * The last guard of "workers never receive money": whatever a service returned, a reply to a role
 * without 'money.read' leaves without any money field. Services already omit them; this makes a
 * slip in one of them harmless.
 */
export function installMoneyGuard(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!request.actor || can(request.actor.role, 'money.read')) return payload;
    return stripMoney(payload);
  });
}
