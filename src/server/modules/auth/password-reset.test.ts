import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, DEFAULT_PASSWORD } from '../../db/factories';
import { emailLogs, passwordResets } from '../../db/schema';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client } from '../../../../tests/support/client';
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp';
import { FORGOT_PASSWORD_REPLY } from './routes';

let t: TestApp;
let smtp: SmtpSink;
let companyId: number;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  companyId = (await createCompany(t.db)).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = client(() => t);
const forgot = (email: string) =>
  call('POST /api/auth/forgot-password', null, {
    body: { email },
    remoteAddress: `10.1.1.${Math.floor(Math.random() * 250)}`,
  });
const reset = (token: string, newPassword: string) =>
  call('POST /api/auth/reset-password', null, { body: { token, newPassword } });
const login = (username: string, password: string) =>
  call('POST /api/auth/login', null, { body: { username, password } });

/** The token of the reset link in the mail the user received (the e-mail log holds it redacted). */
async function resetLinkFor(email: string, nth = 1): Promise<string> {
  const link = await smtp.linkTo(email, '/reset-password?token=', nth);
  return new URLSearchParams(link.split('?')[1]).get('token')!;
}

describe('forgotten password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await createUser(t.db, { companyId });
    const known = await forgot(user.email);
    const unknown = await forgot('nobody@nowhere.example');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_REPLY });
    expect(unknown.json()).toEqual(known.json());
    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toBe('Reset your SiteDockets password');
    expect(mail.body).toContain('http://sitedockets.test/reset-password?token=');
    // The log row is written once the mail server has answered, a moment after it took the mail.
    const resetLogs = () => t.db.select().from(emailLogs).where(eq(emailLogs.emailType, 'password_reset'));
    await expect.poll(async () => (await resetLogs()).map((l) => l.to)).toContain(user.email);
    const logs = await resetLogs();
    expect(logs.map((l) => l.to)).toContain(user.email);
    expect(logs.map((l) => l.to)).not.toContain('nobody@nowhere.example');
    expect(smtp.mailTo('nobody@nowhere.example')).toEqual([]);
    const log = logs.find((l) => l.to === user.email)!;
    expect(log).toMatchObject({ status: 'success', companyId, subject: 'Reset your SiteDockets password' });
    expect(log.text).toContain('Choose a new password: link removed');
    expect(`${log.text}${log.html}`).not.toContain('token=');
  });

  it('replies before any work that depends on the address: no query, no mail, the same for both', async () => {
    const user = await createUser(t.db, { companyId });
    smtp.hold();
    // The database is held by this transaction: a reply that needed a query could not come back.
    const replies = await t.db.transaction(async (tx) => {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('a reply waited for the database or the mail')), 5_000);
      });
      const both = await Promise.race([
        Promise.all([forgot(user.email), forgot('nobody@nowhere.example')]),
        waited,
      ]).finally(() => clearTimeout(timer));
      const [pending] = await tx.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
      expect(pending).toBeUndefined();
      return both;
    });
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies[0].json()).toEqual(replies[1].json());
    expect(smtp.mailTo(user.email)).toEqual([]);
    smtp.release();
    expect((await smtp.waitForMail(user.email)).subject).toBe('Reset your SiteDockets password');
  });

  it('sets a new password once; the link then no longer works and old sessions end', async () => {
    const user = await createUser(t.db, { companyId });
    const oldSession = (await login(user.username, DEFAULT_PASSWORD)).json();
    await forgot(user.email);
    const token = await resetLinkFor(user.email);

    const first = await reset(token, 'brand-new-pass');
    expect(first.statusCode).toBe(200);
    expect((await login(user.username, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(user.username, DEFAULT_PASSWORD)).statusCode).toBe(401);
    const me = await call('GET /api/auth/me', oldSession);
    expect(me.statusCode).toBe(401);

    const second = await reset(token, 'another-pass');
    expect(second.statusCode).toBe(400);
    expect(body(second)).toMatchObject({ message: 'The password reset link is invalid or has expired.' });
  });

  it('ends the earlier unused links when a new one is sent: only the newest sets the password', async () => {
    const user = await createUser(t.db, { companyId });
    const invalid = { message: 'The password reset link is invalid or has expired.' };
    await forgot(user.email);
    const first = await resetLinkFor(user.email, 1);
    await forgot(user.email);
    const second = await resetLinkFor(user.email, 2);
    await forgot(user.email);
    const third = await resetLinkFor(user.email, 3);
    expect(new Set([first, second, third]).size).toBe(3);

    const withFirst = await reset(first, 'first-link-pass');
    expect({ status: withFirst.statusCode, ...body(withFirst) }).toMatchObject({ status: 400, ...invalid });
    expect((await reset(second, 'second-link-pass')).statusCode).toBe(400);
    expect((await login(user.username, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await reset(third, 'third-link-pass')).statusCode).toBe(200);
    expect((await login(user.username, 'third-link-pass')).statusCode).toBe(200);
  });

  it('refuses an expired or made-up link', async () => {
    const user = await createUser(t.db, { companyId });
    await forgot(user.email);
    const token = await resetLinkFor(user.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await reset(token, 'brand-new-pass')).statusCode).toBe(400);
    expect((await reset('made-up-token', 'brand-new-pass')).statusCode).toBe(400);
  });

  it('validates the new password and the e-mail address with the spec messages', async () => {
    const short = await reset('whatever', '12345');
    expect(short.statusCode).toBe(400);
    expect(body(short).message).toBe('Password must be at least 6 characters long');
    const common = await reset('whatever', 'letmein');
    expect({ status: common.statusCode, message: body(common).message }).toEqual({
      status: 400,
      message: 'This password is too common. Choose another.',
    });
    const bad = await forgot('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('Valid email is required');
  });
});
