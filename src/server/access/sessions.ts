import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/** Who is calling: taken from the verified session, never from the URL or the body. */
export type Actor = { userId: number; companyId: number; role: Role; sessionId: number };

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

/** The actor behind a bearer token, or null for an unknown, expired or revoked one. */
export async function actorForToken(db: Db, token: string): Promise<Actor | null> {
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
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    );
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > DAY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId, companyId: row.companyId, role: row.role };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (after a password reset). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
