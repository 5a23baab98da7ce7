import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Outcome } from '../api/fault-reply';
import type { Books } from '../store';

/**
 * `Idempotency-Key` on PUT/POST: the first reply given to a key (per organisation) is kept and given
 * again to every later call with that key, which then changes nothing.
 */
export function idempotent(books: Books, request: FastifyRequest, reply: FastifyReply, work: () => Outcome) {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' && header !== '' ? header : null;
  const kept = key ? books.idempotent.get(key) : undefined;
  const outcome = kept ?? work();
  if (key && !kept) books.idempotent.set(key, outcome);
  return reply.code(outcome.status).send(outcome.body);
}
