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

/** The stored status of a key whose call is still running (`onceOutside`): a repeat meanwhile is a 409. */
const RUNNING = 0;

/**
 * The key of a call, with what identifies it and a way to send the stored reply of an earlier call
 * with the same key; undefined without the header.
 */
function keyed(db: Db, actor: Actor, request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
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
  const row = { companyId: actor.companyId, userId: actor.userId, key, route, requestHash };

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
    if (stored.responseStatus === RUNNING) throw conflict('The same request is already being processed');
    reply
      .status(stored.responseStatus)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(stored.responseBody);
    return true;
  };
  return { row, where, replayed };
}

const stored = (body: unknown) => JSON.parse(JSON.stringify(body)) as unknown;

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
  const call = keyed(db, actor, request, reply);
  if (!call) {
    const result = await run(db);
    return reply.status(result.status).send(result.body);
  }
  const { row, replayed } = call;
  if (await replayed()) return reply;
  try {
    const result = await db.transaction(async (tx) => {
      const r = await run(tx);
      await tx
        .insert(idempotencyKeys)
        .values({ ...row, responseStatus: r.status, responseBody: stored(r.body) });
      return r;
    });
    return reply.status(result.status).send(result.body);
  } catch (err) {
    if (!isUniqueViolation(err, 'idempotency_keys_user_key')) throw err;
    if (await replayed()) return reply;
    throw conflict('The same request is already being processed');
  }
}

/** Runs `write` as the signed-in caller under the Idempotency-Key contract, answering `status` with its result. */
const writing =
  (status: 200 | 201) =>
  (
    db: Db,
    request: FastifyRequest,
    reply: FastifyReply,
    write: (tx: Db, actor: Actor) => Promise<unknown>,
  ) => {
    const actor = actorOf(request);
    return idempotent(db, actor, request, reply, async (tx) => ({ status, body: await write(tx, actor) }));
  };

/** A creating call (its definition says `idempotent: true`): answers 201 with what it made. */
export const created = writing(201);

/** A writing call that answers 200 (a void, a mark), under the same contract as `created`. */
export const answered = writing(200);

/**
 * A call whose effect leaves the database (an e-mail sent): it cannot be undone with a transaction,
 * nor run inside one, so its key is claimed before it runs. A repeat while it runs is a 409, a repeat
 * after it gets its reply and does nothing again; a call that fails gives its key back.
 */
export async function onceOutside(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (actor: Actor) => Promise<unknown>,
) {
  const actor = actorOf(request);
  const call = keyed(db, actor, request, reply);
  if (!call) return reply.status(200).send(await run(actor));
  const { row, where, replayed } = call;
  if (await replayed()) return reply;
  try {
    await db.insert(idempotencyKeys).values({ ...row, responseStatus: RUNNING, responseBody: {} });
  } catch (err) {
    if (!isUniqueViolation(err, 'idempotency_keys_user_key')) throw err;
    if (await replayed()) return reply;
    throw conflict('The same request is already being processed');
  }
  let body: unknown;
  try {
    body = await run(actor);
  } catch (err) {
    await db.delete(idempotencyKeys).where(where);
    throw err;
  }
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: 200, responseBody: stored(body) })
    .where(where);
  return reply.status(200).send(body);
}
