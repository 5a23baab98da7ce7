import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Registration } from '../../../shared/auth/schemas';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { hashToken, newCompanyCode, newToken } from '../../auth/tokens';
import { revokeUserSessions } from '../../access/sessions';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation, withUniqueCode } from '../../db/errors';
import { companies, passwordResets, projectAssignments, projects, users } from '../../db/schema';
import { badRequest, conflict, unauthorized } from '../../errors';
import { consumeOr429, MINUTE } from '../../http/rate-limit';
import { clientKey } from '../../http/client-address';
import type { Attempt } from '../../access/attempts';
import { checkJoinCode } from './join-codes';
import type { AppContext } from '../../http/module';
import { sendEmail } from '../email/service';
import { joinForemanChoice } from './foreman-choice';
import { startSession } from './views';

export type ClientMeta = { ipAddress: string; userAgent?: string };

export const RESET_TOKEN_MINUTES = 60;
/** A hash to verify against when the username is unknown, so both cases take the same time. */
const dummyHash = hashPassword('not-a-real-password');

const byLogin = (login: string) =>
  or(
    eq(sql`lower(${users.username})`, login.toLowerCase()),
    eq(sql`lower(${users.email})`, login.toLowerCase()),
  );

/** Fails with 409 when a username or e-mail address is already someone's. */
export async function assertAvailable(db: Db | Tx, username: string, email: string) {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    );
  if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase()))
    throw conflict('This username is already taken', { field: 'username' });
  if (taken.length) throw conflict('An account with this email already exists', { field: 'email' });
}

/** Inserts a user, turning a lost race on username or e-mail into the same 409. */
export async function insertUser(db: Db | Tx, values: typeof users.$inferInsert) {
  await assertAvailable(db, values.username, values.email);
  try {
    const [user] = await db.insert(users).values(values).returning();
    return user!;
  } catch (err) {
    if (isUniqueViolation(err, 'users_username_key'))
      throw conflict('This username is already taken', { field: 'username' });
    if (isUniqueViolation(err, 'users_email_key'))
      throw conflict('An account with this email already exists', { field: 'email' });
    throw err;
  }
}

/** Ends every reset link of the user not yet used: only the newest one sent may set the password. */
async function endResetLinks(tx: Tx, userId: number) {
  await tx
    .update(passwordResets)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
}

export function createAuthService(ctx: AppContext) {
  const db = ctx.database.db;
  const resetsPerClient = ctx.limits.store.counter('forgot-password-client', 10, 15 * MINUTE);

  /** Failed sign-ins ask for a challenge (access/limits.ts), never lock the account. */
  async function login(input: { username: string; password: string }, meta: ClientMeta, attempt: Attempt) {
    const [user] = await db.select().from(users).where(byLogin(input.username));
    let ok = false;
    // Failures count against the account, whichever identifier (username or e-mail, any case) was typed.
    const account = user ? `user:${user.id}` : `login:${input.username}`;
    await ctx.limits.signIns(
      attempt,
      async () => {
        ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
        return !!user && ok;
      },
      account,
    );
    if (!user || !ok || !user.isActive)
      throw unauthorized(user && ok ? 'This account has been deactivated' : 'Invalid username or password');
    return startSession(db, user.id, meta);
  }

  async function register(input: Registration, meta: ClientMeta, attempt: Attempt) {
    await checkJoinCode(db, ctx.limits.codes, input, attempt);
    const passwordHash = await hashPassword(input.user.password);
    const { password: _password, ...person } = input.user;
    const userId = await db.transaction(async (tx) => {
      await assertAvailable(tx, person.username, person.email);
      if (input.needs === 'companyName') {
        const company = await withUniqueCode('companies_code_key', newCompanyCode, (code) =>
          tx.transaction(
            async (sp) =>
              (
                await sp
                  .insert(companies)
                  .values({ ...input.company, code })
                  .returning()
              )[0]!,
          ),
        );
        return (await insertUser(tx, { ...person, passwordHash, companyId: company.id, role: input.becomes }))
          .id;
      }
      if (input.needs === 'companyCode') {
        const [company] = await tx.select().from(companies).where(eq(companies.code, input.companyCode));
        if (!company)
          throw badRequest(
            `No company uses the code C-${input.companyCode}. Check the code with your employer.`,
            { field: 'companyCode' },
          );
        return (await insertUser(tx, { ...person, passwordHash, companyId: company.id, role: input.becomes }))
          .id;
      }
      const [project] = await tx
        .select()
        .from(projects)
        .where(and(eq(projects.code, input.projectCode), eq(projects.isActive, true)));
      if (!project)
        throw badRequest('Invalid project code. Please check and try again.', { field: 'projectCode' });
      const user = await insertUser(tx, {
        ...person,
        passwordHash,
        companyId: project.companyId,
        role: input.becomes,
      });
      await tx.insert(projectAssignments).values({
        companyId: project.companyId,
        projectId: project.id,
        userId: user.id,
        role: input.becomes,
      });
      await joinForemanChoice(tx, project, user);
      return user.id;
    });
    return startSession(db, userId, meta);
  }

  async function isUsernameAvailable(username: string) {
    if (username.length < 3) return false;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    return !row;
  }

  /**
   * Counts the client's request (429 past its limit) and nothing else: it returns the work of
   * finding the account and mailing its link, which the route runs once the reply has been sent.
   */
  async function forgotPassword(email: string, meta: ClientMeta) {
    await consumeOr429(
      resetsPerClient,
      clientKey(meta.ipAddress),
      'Too many reset requests. Please wait 15 minutes and try again.',
    );
    return () => mailResetLink(email);
  }

  /** Runs after the reply (auth/routes.ts): whether the address exists never shows in its timing. */
  async function mailResetLink(email: string) {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.isActive, true)));
    if (!user) return;
    const token = newToken();
    await db.transaction(async (tx) => {
      await endResetLinks(tx, user.id);
      await tx.insert(passwordResets).values({
        companyId: user.companyId,
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * MINUTE),
      });
    });
    await sendEmail(ctx, {
      companyId: user.companyId,
      type: 'password_reset',
      to: user.email,
      related: { type: 'user', id: user.id },
      content: {
        subject: 'Reset your SiteDockets password',
        heading: 'Reset your password',
        paragraphs: [
          `Hi ${user.firstName},`,
          `Someone (hopefully you) asked to reset the password for the SiteDockets account ${user.username}.`,
          'The link below works once, for the next hour.',
        ],
        action: { label: 'Choose a new password', url: `${ctx.config.appUrl}/reset-password?token=${token}` },
        footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      },
    });
  }

  async function resetPassword(token: string, newPassword: string) {
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!reset) throw badRequest('The password reset link is invalid or has expired.');
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
      await revokeUserSessions(tx, reset.userId);
    });
  }

  return { login, register, isUsernameAvailable, forgotPassword, resetPassword };
}
