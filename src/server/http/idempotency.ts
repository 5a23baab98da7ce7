import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../access/guard';
import type { Actor } from '../access/sessions';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from '../errors';

type Result = { status: number; body: unknown };

/**
 * The Idempotency-Key contract (DECISIONS): the first call with a key creates and stores its reply
 * in the same transaction; a repeat with the same key and body returns that reply and creates
 * nothing; the same key with another body is a 409. Without the header a call simply runs.
 */
export async function idempotent(
  db: Db,
  actor: Actor,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (db: Db) => Promise<Result>,
) {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) {
    const result = await run(db);
    return reply.status(result.status).send(result.body);
  }
  if (!key.trim() || key.length > 200) throw badRequest('Idempotency-Key must be 1 to 200 characters');
  const route = `${request.method} ${request.routeOptions.url}`;
  const requestHash = createHash('sha256')
    .update(`${route}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  const where = and(
    eq(idempotencyKeys.companyId, actor.companyId),
    eq(idempotencyKeys.userId, actor.userId),
    eq(idempotencyKeys.key, key),
  );

  /**
   * Sends the stored reply of an earlier call with this key, if there is one. It answers a boolean,
   * never the reply: a Fastify reply is a thenable, so awaiting it would wait for the send and yield
   * undefined, and the call would run a second time after its replay went out.
   */
  const replayed = async (): Promise<boolean> => {
    const [stored] = await db.select().from(idempotencyKeys).where(where);
    if (!stored) return false;
    if (stored.requestHash !== requestHash)
      throw conflict('This Idempotency-Key was already used for a different request');
    reply
      .status(stored.responseStatus)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(stored.responseBody);
    return true;
  };

  if (await replayed()) return reply;
  try {
    const result = await db.transaction(async (tx) => {
      const r = await run(tx);
      const responseBody = JSON.parse(JSON.stringify(r.body)) as unknown;
      await tx.insert(idempotencyKeys).values({
        companyId: actor.companyId,
        userId: actor.userId,
        key,
        route,
        requestHash,
        responseStatus: r.status,
        responseBody,
      });
      return r;
    });
    return reply.status(result.status).send(result.body);
  } catch (err) {
    if (!isUniqueViolation(err, 'idempotency_keys_user_key')) throw err;
    if (await replayed()) return reply;
    throw conflict('The same request is already being processed');
  }
}

/**
 * A creating call (its definition says `idempotent: true`): runs `create` as the signed-in caller
 * under the Idempotency-Key contract and answers 201 with what it made.
 */
export const created = (
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  create: (tx: Db, actor: Actor) => Promise<unknown>,
) => {
  const actor = actorOf(request);
  return idempotent(db, actor, request, reply, async (tx) => ({
    status: 201,
    body: await create(tx, actor),
  }));
};
