import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ActivityKind, ActivitySubject } from '../../shared/company/activity-kinds';
import { fullName } from '../../shared/people';
import type { Db, Tx } from '../db/client';
import { activityEntries, users, type ActivityValues } from '../db/schema';

/** From where a change was made: the browser's user agent and the client address Fastify gives (TRUST_PROXY honoured). */
export type Origin = { device: string | null; address: string | null };

export const originOf = (request: FastifyRequest): Origin => ({
  device: request.headers['user-agent']?.slice(0, 500) || null,
  address: request.ip?.slice(0, 64) || null,
});

/** Who made a change: a signed-in actor (its origin set by the guard), or a service such as Stripe (`name`). */
export type ActivityActor = { companyId: number; userId: number | null; name?: string; origin?: Origin };

export type ActivityChange = {
  kind: ActivityKind;
  subject: { type: ActivitySubject; id: number | null; label: string };
  /** The record before and after the change (null when created or removed); only moved fields are kept. */
  before?: object | null;
  after?: object | null;
};

/** Never in the trail: bookkeeping columns and anything secret (tokens, hashes, keys, passwords). */
const SKIPPED = new Set(['id', 'companyId', 'createdAt', 'updatedAt']);
const SECRET = /token|hash|secret|key|password|verifier|cipher|sealed/i;
const kept = (field: string) => !SKIPPED.has(field) && !SECRET.test(field);
const json = (value: unknown) => JSON.stringify(value ?? null);

/** The fields that moved, as they were and as they became; every set field of a record made or removed. */
export function changedFields(before: object | null | undefined, after: object | null | undefined) {
  const old = (before ?? {}) as ActivityValues;
  const now = (after ?? {}) as ActivityValues;
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(kept);
  const moved = fields.filter((f) => json(old[f]) !== json(now[f]) || !before || !after);
  const pick = (source: ActivityValues) =>
    Object.fromEntries(moved.filter((f) => source[f] != null).map((f) => [f, source[f]]));
  return { before: before ? pick(old) : null, after: after ? pick(now) : null, moved: moved.length };
}

/**
 * Records one change in the activity trail, inside the change's own transaction `tx` (a rolled-back
 * change leaves no entry). An update that moved no field records nothing.
 */
export async function recordActivity(tx: Tx | Db, actor: ActivityActor, change: ActivityChange) {
  const { before, after, moved } = changedFields(change.before, change.after);
  if (change.before && change.after && moved === 0) return;
  let userName = actor.name ?? 'System';
  if (actor.userId !== null) {
    const [user] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, actor.userId));
    if (user) userName = fullName(user);
  }
  await tx.insert(activityEntries).values({
    companyId: actor.companyId,
    userId: actor.userId,
    userName: userName.slice(0, 200),
    device: actor.origin?.device ?? null,
    address: actor.origin?.address ?? null,
    kind: change.kind,
    subjectType: change.subject.type,
    subjectId: change.subject.id,
    subjectLabel: change.subject.label.slice(0, 200),
    before,
    after,
  });
}
