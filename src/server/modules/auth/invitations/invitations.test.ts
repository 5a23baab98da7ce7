import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, invitations } from '../../../db/schema';
import { uniq } from '../../../db/factories';
import { body, createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client as testClient, type TestInput } from '../../../../../tests/support/client';
import { companyWithTeam } from '../../../../../tests/support/people';
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

type NewInvitation = NonNullable<TestInput<'POST /api/companies/:companyId/invitations'>['body']>;
const call = testClient(() => t);
const invite = (payload: NewInvitation, by = team.admin, companyId = team.company.id) =>
  call('POST /api/companies/:companyId/invitations', by, { params: { companyId }, body: payload });
const newInvite = () => ({
  email: `new.${uniq()}@example.com.au`,
  firstName: 'Mia',
  lastName: 'Kelly',
  role: 'worker' as const,
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
    expect(created.json()).toMatchObject({ email: input.email, role: 'worker', firstName: 'Mia' });
    const token = await linkFor(input.email);

    const valid = await call('GET /api/invitations/validate/:token', null, { params: { token } });
    expect(valid.json()).toEqual({
      valid: true,
      invitation: {
        companyName: team.company.name,
        firstName: 'Mia',
        lastName: 'Kelly',
        email: input.email,
        role: 'worker',
      },
    });

    const common = await call('POST /api/auth/signup-invite/:token', null, {
      params: { token },
      body: { username: `mia.${uniq()}`, password: 'Password1' },
    });
    expect({ status: common.statusCode, message: body(common).message }).toEqual({
      status: 400,
      message: 'This password is too common. Choose another.',
    });
    const signup = await call('POST /api/auth/signup-invite/:token', null, {
      params: { token },
      body: { username: `mia.${uniq()}`, password: 'kerb-stone-41' },
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({
      user: { role: 'worker', companyId: team.company.id, email: input.email },
    });

    const again = await call('POST /api/auth/signup-invite/:token', null, {
      params: { token },
      body: { username: `mia.${uniq()}`, password: 'kerb-stone-41' },
    });
    expect(again.statusCode).toBe(400);
    expect(body(again).message).toBe('This invitation link is not valid or has expired.');
    const used = await call('GET /api/invitations/validate/:token', null, { params: { token } });
    expect(used.statusCode).toBe(404);
    expect(body(used)).toMatchObject({
      valid: false,
      message: 'This invitation link is not valid or has expired.',
    });
  });

  it('lists pending ones; resend replaces the link; cancel closes it', async () => {
    const input = newInvite();
    const { id } = (await invite(input)).json();
    const first = await linkFor(input.email);
    const list = await call('GET /api/companies/:companyId/invitations', team.admin, {
      params: { companyId: team.company.id },
    });
    expect(list.json().map((i) => i.id)).toContain(id);

    expect((await call('POST /api/invitations/:id/resend', team.admin, { params: { id } })).statusCode).toBe(
      200,
    );
    const second = await linkFor(input.email, 2);
    expect(second).not.toBe(first);
    expect(
      (await call('GET /api/invitations/validate/:token', null, { params: { token: first } })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET /api/invitations/validate/:token', null, { params: { token: second } })).statusCode,
    ).toBe(200);

    expect((await call('DELETE /api/invitations/:id', team.admin, { params: { id } })).statusCode).toBe(200);
    expect(
      (await call('GET /api/invitations/validate/:token', null, { params: { token: second } })).statusCode,
    ).toBe(404);
  });

  it('expires after seven days', async () => {
    const input = newInvite();
    const { id } = (await invite(input)).json();
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, id));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(invitations.id, id));
    expect(
      (
        await call('GET /api/invitations/validate/:token', null, {
          params: { token: await linkFor(input.email) },
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ email: 'nope' }, 'Valid email is required'],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: ' ' }, 'Last name is required'],
    [{ role: 'admin' }, 'Role is required'],
    [{ role: undefined }, 'Role is required'],
  ])('%# refuses %o with the message %s', async (change, message) => {
    const res = await call('POST /api/companies/:companyId/invitations', team.admin, {
      params: { companyId: team.company.id },
      raw: { ...newInvite(), ...change },
    });
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
    const { id } = (await invite(newInvite())).json();
    for (const route of ['DELETE /api/invitations/:id', 'POST /api/invitations/:id/resend'] as const) {
      expect((await call(route, other.admin, { params: { id } })).statusCode).toBe(404);
    }
    const theirs = await call('GET /api/companies/:companyId/invitations', other.admin, {
      params: { companyId: other.company.id },
    });
    expect(theirs.json().map((i) => i.id)).not.toContain(id);
  });

  it('checks the username and password on invitation sign-up', async () => {
    const input = newInvite();
    await invite(input);
    const token = await linkFor(input.email);
    const res = await call('POST /api/auth/signup-invite/:token', null, {
      params: { token },
      body: { username: 'ab', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: { message: string }[] }>(res).errors.map((e) => e.message)).toEqual([
      'Username must be at least 3 characters',
      'Password must be at least 6 characters',
    ]);
    const taken = await call('POST /api/auth/signup-invite/:token', null, {
      params: { token },
      body: { username: team.worker.username, password: 'kerb-stone-41' },
    });
    expect(taken.statusCode).toBe(409);
    expect((await call('GET /api/invitations/validate/:token', null, { params: { token } })).statusCode).toBe(
      200,
    );
  });
});

describe('the invitation link', () => {
  const copy = (id: number, by = team.admin) =>
    call('POST /api/invitations/:id/link', by, { params: { id } });

  it('is never readable in the e-mail log; the reply says whether the mail went out', async () => {
    const input = newInvite();
    const created = await invite(input, team.office);
    expect(created.json()).toMatchObject({ emailStatus: 'success', invitedById: team.office.id });
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
    const { id } = (await invite(input, team.office)).json();
    const mailed = await linkFor(input.email);
    const copied = await copy(id, team.office);
    expect(copied.statusCode).toBe(200);
    const { url } = copied.json();
    expect(url).toMatch(/^http:\/\/sitedockets\.test\/signup\/invite\/[A-Za-z0-9_-]{20,}$/);
    const token = url.split('/').at(-1)!;
    const validate = (tk: string) =>
      call('GET /api/invitations/validate/:token', null, { params: { token: tk } });
    expect((await validate(token)).statusCode).toBe(200);
    expect((await validate(mailed)).statusCode).toBe(404);
    const logs = await t.db.select().from(emailLogs).where(eq(emailLogs.companyId, team.company.id));
    expect(JSON.stringify(logs)).not.toContain(token);
  });

  it('is refused to a colleague who did not send the invitation (403) and to another company (404)', async () => {
    const { id } = (await invite(newInvite(), team.admin)).json();
    const byOffice = await copy(id, team.office);
    expect(byOffice.statusCode).toBe(403);
    expect(body(byOffice)).toMatchObject({
      message: 'Only the person who sent this invitation can copy its link.',
    });
    expect((await copy(id, other.admin)).statusCode).toBe(404);
    expect((await copy(id, team.worker)).statusCode).toBe(403);
  });
});
