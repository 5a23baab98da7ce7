import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailLogs } from '../../../db/schema';
import { migrationsFolder } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { companyWithTeam } from '../../../../../tests/support/people';
import { LINK_REMOVED, redactSecrets } from '../redact';

/** No mail server here (SMTP_URL unset): the log is the only copy a reader could find. */
let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const call = client(() => t);
const readLogs = async (who: { token: string }) => (await call('GET /api/admin/email-logs', who)).json();

describe('the e-mail log holds no one-time secret', () => {
  it("office asks for the admin's reset and reads the log: no usable link, the admin keeps the account", async () => {
    const forgot = await call('POST /api/auth/forgot-password', null, { body: { email: team.admin.email } });
    expect(forgot.statusCode).toBe(200);
    const reset = await vi.waitFor(
      async () => {
        const logged = (await readLogs(team.office)).find((l) => l.emailType === 'password_reset');
        expect(logged).toBeDefined();
        return logged!;
      },
      { timeout: 5_000, interval: 25 },
    );
    expect(reset).toMatchObject({ to: team.admin.email });
    const everything = JSON.stringify(reset);
    expect(reset.text).toContain(`Choose a new password: ${LINK_REMOVED}`);
    expect(everything).not.toMatch(/token=|reset-password\?/);

    // Whatever looks like a token in the entry, none resets the admin's password.
    const candidates = everything.match(/[A-Za-z0-9_-]{20,}/g) ?? [];
    for (const token of candidates) {
      const res = await call('POST /api/auth/reset-password', null, {
        body: { token, newPassword: 'office-owns-you' },
      });
      expect(res.statusCode).toBe(400);
    }
    const signIn = await call('POST /api/auth/login', null, {
      body: { username: team.admin.username, password: 'office-owns-you' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('redacts reset, invitation, grant and sign-in links, and leaves other links alone', () => {
    const share = 'http://x.test/foreman-dashboard?code=123456';
    const text = [
      'Choose a new password: https://x.test/reset-password?token=abcDEF_123-xyz',
      'Accept invitation: http://x.test/signup/invite/Zz9_-Q',
      '<a href="https://x.test/timesheet-preview/7?grant=g_1-2">Review</a>',
      'html: https://x.test/timesheet-preview/7?from=mail&amp;grant=g_1-2 end',
      'Sign in: https://x.test/sign-in?next=%2F&token=t0k',
      `Share: ${share}`,
    ].join('\n');
    expect(redactSecrets(text)).toBe(
      [
        `Choose a new password: ${LINK_REMOVED}`,
        `Accept invitation: ${LINK_REMOVED}`,
        `<a href="${LINK_REMOVED}">Review</a>`,
        `html: ${LINK_REMOVED} end`,
        `Sign in: ${LINK_REMOVED}`,
        `Share: ${share}`,
      ].join('\n'),
    );
  });

  it('the migration redacts rows stored before the rule exactly as the service does', async () => {
    const stored = [
      'Choose a new password: https://x.test/reset-password?token=abc_DEF-1',
      '<a href="http://x.test/signup/invite/Q_q-9" style="x">Accept</a> and http://x.test/foreman-dashboard?code=1',
      'Open it: https://x.test/timesheet-preview/9?a=1&amp;grant=zz',
    ];
    const [row] = await t.db
      .insert(emailLogs)
      .values({
        companyId: team.company.id,
        status: 'not_sent',
        emailType: 'password_reset',
        to: 'old@x.test',
        from: 'app@x.test',
        subject: 'Old',
        html: stored[1]!,
        text: stored[0]!,
        requestPayload: { note: stored[2] },
      })
      .returning();
    const migration = readFileSync(path.join(migrationsFolder, '0004_email_log_secrets.sql'), 'utf8');
    const update = migration
      .split('--> statement-breakpoint')
      .find((s) => s.includes('UPDATE "email_logs"'))!;
    await t.db.execute(sql.raw(update));
    const [after] = await t.db.select().from(emailLogs).where(eq(emailLogs.id, row!.id));
    expect(after!.text).toBe(redactSecrets(stored[0]!));
    expect(after!.html).toBe(redactSecrets(stored[1]!));
    expect(after!.requestPayload).toEqual({ note: redactSecrets(stored[2]!) });
    expect(after!.html).toContain('foreman-dashboard?code=1');
    expect(JSON.stringify(after)).not.toMatch(/token=|grant=|invite\/Q/);
  });
});
