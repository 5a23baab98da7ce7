import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, invitations } from '../../../db/schema';
import { uniq } from '../../../db/factories';
import { body, createTestApp, type TestApp } from '../../../../../tests/support/app';
import type { ReplyOf } from '../../../../shared/api/reply';
import { bearer, companyWithTeam } from '../../../../../tests/support/people';
import { startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp';

let t: TestApp;
let smtp: SmtpSink;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  team = await companyWithTeam(t.db);
  other = await companyWithTeam(t.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const invite = (payload: Record<string, unknown>, by = team.admin, companyId = team.company.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/invitations`,
    payload,
    headers: bearer(by),
  });
const newInvite = () => ({
  email: `new.${uniq()}@example.com.au`,
  firstName: 'Mia',
  lastName: 'Kelly',
  role: 'worker',
});

/** The token in the `nth` invitation mail `email` received (the e-mail log holds it redacted). */
async function linkFor(email: string, nth = 1) {
  return (await smtp.linkTo(email, '/signup/invite/', nth)).split('/').at(-1)!;
}

describe('invitations', () => {
  it('mails a link that shows the invitation and signs the person up with its role', async () => {
    const input = newInvite();
    const created = await invite(input, team.office);
    expect(created.statusCode).toBe(201);
    expect(body(created)).toMatchObject({ email: input.email, role: 'worker', firstName: 'Mia' });
    const token = await linkFor(input.email);

    const valid = await t.app.inject({ method: 'GET', url: `/api/invitations/validate/${token}` });
    expect(body(valid)).toEqual({
      valid: true,
      invitation: {
        companyName: team.company.name,
        firstName: 'Mia',
        lastName: 'Kelly',
        email: input.email,
        role: 'worker',
      },
    });

    const common = await t.app.inject({
      method: 'POST',
      url: `/api/auth/signup-invite/${token}`,
      payload: { username: `mia.${uniq()}`, password: 'Password1' },
    });
    expect({ status: common.statusCode, message: body(common).message }).toEqual({
      status: 400,
      message: 'This password is too common. Choose another.',
    });
    const signup = await t.app.inject({
      method: 'POST',
      url: `/api/auth/signup-invite/${token}`,
      payload: { username: `mia.${uniq()}`, password: 'kerb-stone-41' },
    });
    expect(signup.statusCode).toBe(201);
    expect(body(signup)).toMatchObject({
      user: { role: 'worker', companyId: team.company.id, email: input.email },
    });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/auth/signup-invite/${token}`,
      payload: { username: `mia.${uniq()}`, password: 'kerb-stone-41' },
    });
    expect(again.statusCode).toBe(400);
    expect(body(again).message).toBe('This invitation link is not valid or has expired.');
    const used = await t.app.inject({ method: 'GET', url: `/api/invitations/validate/${token}` });
    expect(used.statusCode).toBe(404);
    expect(body(used)).toMatchObject({
      valid: false,
      message: 'This invitation link is not valid or has expired.',
    });
  });

  it('lists pending ones; resend replaces the link; cancel closes it', async () => {
    const input = newInvite();
    const { id } = body<ReplyOf<'POST /api/companies/:companyId/invitations'>>(await invite(input));
    const first = await linkFor(input.email);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${team.company.id}/invitations`,
      headers: bearer(team.admin),
    });
    expect(body<ReplyOf<'GET /api/companies/:companyId/invitations'>>(list).map((i) => i.id)).toContain(id);

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/invitations/${id}/resend`,
          headers: bearer(team.admin),
        })
      ).statusCode,
    ).toBe(200);
    const second = await linkFor(input.email, 2);
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invitations/validate/${first}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invitations/validate/${second}` })).statusCode,
    ).toBe(200);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/invitations/${id}`, headers: bearer(team.admin) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invitations/validate/${second}` })).statusCode,
    ).toBe(404);
  });

  it('expires after seven days', async () => {
    const input = newInvite();
    const { id } = body<ReplyOf<'POST /api/companies/:companyId/invitations'>>(await invite(input));
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, id));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(invitations.id, id));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invitations/validate/${await linkFor(input.email)}` }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    [{ email: 'nope' }, 'Valid email is required'],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: ' ' }, 'Last name is required'],
    [{ role: 'admin' }, 'Role is required'],
    [{ role: undefined }, 'Role is required'],
  ])('%# refuses %o with the message %s', async (change, message) => {
    const res = await invite({ ...newInvite(), ...change });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
  });

  it('refuses an address that already has an account or a pending invitation (409)', async () => {
    expect(body(await invite({ ...newInvite(), email: team.worker.email })).message).toBe(
      'An account with this email already exists',
    );
    const input = newInvite();
    await invite(input);
    const dup = await invite(input);
    expect(dup.statusCode).toBe(409);
  });

  it('is only for admin and office, and only in their own company', async () => {
    expect((await invite(newInvite(), team.worker)).statusCode).toBe(403);
    expect((await invite(newInvite(), team.foreman)).statusCode).toBe(403);
    expect((await invite(newInvite(), other.admin)).statusCode).toBe(404);
    const { id } = body<ReplyOf<'POST /api/companies/:companyId/invitations'>>(await invite(newInvite()));
    for (const [method, url] of [
      ['DELETE', `/api/invitations/${id}`],
      ['POST', `/api/invitations/${id}/resend`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(other.admin) })).statusCode).toBe(404);
    }
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${other.company.id}/invitations`,
      headers: bearer(other.admin),
    });
    expect(body<ReplyOf<'GET /api/companies/:companyId/invitations'>>(theirs).map((i) => i.id)).not.toContain(
      id,
    );
  });

  it('checks the username and password on invitation sign-up', async () => {
    const input = newInvite();
    await invite(input);
    const token = await linkFor(input.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/signup-invite/${token}`,
      payload: { username: 'ab', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: { message: string }[] }>(res).errors.map((e) => e.message)).toEqual([
      'Username must be at least 3 characters',
      'Password must be at least 6 characters',
    ]);
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/auth/signup-invite/${token}`,
      payload: { username: team.worker.username, password: 'kerb-stone-41' },
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invitations/validate/${token}` })).statusCode,
    ).toBe(200);
  });
});

describe('the invitation link', () => {
  const copy = (id: number, by = team.admin) =>
    t.app.inject({ method: 'POST', url: `/api/invitations/${id}/link`, headers: bearer(by) });

  it('is never readable in the e-mail log; the reply says whether the mail went out', async () => {
    const input = newInvite();
    const created = await invite(input, team.office);
    expect(body(created)).toMatchObject({ emailStatus: 'success', invitedById: team.office.id });
    const token = await linkFor(input.email);
    const [log] = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, input.email), eq(emailLogs.emailType, 'invitation')));
    expect(log!.text).toContain('Accept invitation: link removed');
    expect(JSON.stringify(log)).not.toContain(token);
    expect(JSON.stringify(log)).not.toContain('/signup/invite/');
  });

  it('can be copied by the one who sent it: a new link, the mailed one stops working', async () => {
    const input = newInvite();
    const { id } = body<ReplyOf<'POST /api/companies/:companyId/invitations'>>(
      await invite(input, team.office),
    );
    const mailed = await linkFor(input.email);
    const copied = await copy(id, team.office);
    expect(copied.statusCode).toBe(200);
    const { url } = body<ReplyOf<'POST /api/invitations/:id/link'>>(copied);
    expect(url).toMatch(/^http:\/\/sitedockets\.test\/signup\/invite\/[A-Za-z0-9_-]{20,}$/);
    const token = url.split('/').at(-1)!;
    const validate = (tk: string) => t.app.inject({ method: 'GET', url: `/api/invitations/validate/${tk}` });
    expect((await validate(token)).statusCode).toBe(200);
    expect((await validate(mailed)).statusCode).toBe(404);
    const logs = await t.db.select().from(emailLogs).where(eq(emailLogs.companyId, team.company.id));
    expect(JSON.stringify(logs)).not.toContain(token);
  });

  it('is refused to a colleague who did not send the invitation (403) and to another company (404)', async () => {
    const { id } = body<ReplyOf<'POST /api/companies/:companyId/invitations'>>(
      await invite(newInvite(), team.admin),
    );
    const byOffice = await copy(id, team.office);
    expect(byOffice.statusCode).toBe(403);
    expect(body(byOffice)).toMatchObject({
      message: 'Only the person who sent this invitation can copy its link.',
    });
    expect((await copy(id, other.admin)).statusCode).toBe(404);
    expect((await copy(id, team.worker)).statusCode).toBe(403);
  });
});
