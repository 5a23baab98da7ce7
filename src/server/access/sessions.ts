import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import { hashToken, newToken } from '../auth/tokens';
import { companyNotice } from '../db/changes';
import type { Db } from '../db/client';
import type { Origin } from './activity';
import { sessions, users } from '../db/schema';

/**
 * Who is calling: taken from the verified session, never from the URL or the body; `origin` (set by
 * the guard for each request) is where the call came from, for the activity trail.
 */
export type Actor = { userId: number; companyId: number; role: Role; sessionId: number; origin?: Origin };

/** Sessions last 30 days from their last use (sliding), and end at sign-out. */
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export async function createSession(
  db: Db,
  user: { id: number; companyId: number },
  meta: { userAgent?: string; ipAddress?: string },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId: user.id,
    companyId: user.companyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
    userAgent: meta.userAgent?.slice(0, 500),
    ipAddress: meta.ipAddress,
  });
  return token;
}

/**
 * Recently resolved tokens, so a busy phone does not cost a session query per request. Entries
 * live 15 seconds and are dropped at once on sign-out, password reset and role change in this
 * process (docs/scaling.md: with several processes a revoked session may live up to 15 s more).
 */
const CACHE_MS = 15_000;

/**
 * How long one resolved token is kept: between three quarters of CACHE_MS and all of it, at random,
 * so the sessions first seen together (every phone after a restart) are not all looked up again in
 * the same instant every 15 seconds.
 */
export const cacheLifetime = (random: () => number = Math.random) => CACHE_MS * (0.75 + random() / 4);

const recent = new Map<string, { actor: Actor; until: number }>();

function forget(match: (actor: Actor) => boolean) {
  for (const [key, entry] of recent) if (match(entry.actor)) recent.delete(key);
}
export const forgetUserSessions = (userId: number) => forget((a) => a.userId === userId);

/** The actor behind a bearer token, or null for an unknown, expired or revoked one. */
export async function actorForToken(db: Db, token: string): Promise<Actor | null> {
  const key = hashToken(token);
  const hit = recent.get(key);
  if (hit && hit.until > Date.now()) return hit.actor;
  const actor = await lookUp(db, key);
  if (actor) {
    if (recent.size >= 10_000) recent.delete(recent.keys().next().value!);
    recent.set(key, { actor, until: Date.now() + cacheLifetime() });
  } else recent.delete(key);
  return actor;
}

/** A session that still opens the product: not signed out, not expired, its person still active. */
const sessionOpen = () =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.isActive, true));

async function lookUp(db: Db, tokenHash: string): Promise<Actor | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      companyId: users.companyId,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), sessionOpen()));
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > DAY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId, companyId: row.companyId, role: row.role };
}

/**
 * The role each of these sessions opens now, for those still open (the live streams look again
 * whether they may go on, modules/dockets/live).
 */
export async function openSessionRoles(db: Db, sessionIds: number[]): Promise<Map<number, Role>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sessions.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), sessionOpen()));
  return new Map(rows.map((r) => [r.id, r.role]));
}

/**
 * Ends one session (sign-out). No trigger watches sessions, so a notice naming the company tells
 * every process's live streams of that company to look again (a role change or a deactivation
 * changes the person's row, whose trigger tells them).
 */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  const [revoked] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, sessionId))
    .returning({ companyId: sessions.companyId });
  forget((a) => a.sessionId === sessionId);
  if (revoked) await db.execute(companyNotice(revoked.companyId));
}

/** Ends every session of a user (after a password reset). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  forgetUserSessions(userId);
}
