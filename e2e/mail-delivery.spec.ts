import type { APIRequestContext, Page, Route } from '@playwright/test';
import { apiLogin, apiRegisterOwner, linkFromEmail, unique } from './support/auth';
import { apiDraft } from './support/dockets';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shoot, toast } from './support/ui';

/**
 * Issue 11 §18 and §1. The e2e server delivers to a local mail server, so the 'no mail server'
 * case is the server's real reply with its delivery status set to not_sent (the API tests cover
 * the server side of it): the screens must read that status and never claim delivery.
 */
const asIfNoMailServer =
  (field: 'emailStatus' | 'status') =>
  async (route: Route): Promise<void> => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    return route.fulfill({ response, json: { ...json, [field]: 'not_sent' } });
  };

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** A demo project that requires a foreman's approval. */
const STORMWATER = 'Parramatta Road Stormwater Upgrade';

/** A demo worker's draft on a free day of 2024, with a foreman of its project assigned. */
async function draftWithForeman(request: APIRequestContext): Promise<number> {
  const worker = await apiLogin(request, 'demo.worker');
  const admin = await apiLogin(request, 'demo.admin');
  // A random day, and the day before while another docket of the worker overlaps it.
  const day = new Date(Date.UTC(2024, 0, 1 + Math.floor(Math.random() * 360))).toISOString().slice(0, 10);
  const { docket } = await apiDraft(request, worker, { project: STORMWATER, date: day, earlierDays: 30 });
  const { id, projectId } = docket;
  const foreman = await request.post(`/api/projects/${projectId}/foremans`, {
    ...bearer(admin.token),
    data: { foremanName: 'Noa Field', foremanEmail: `${unique('noa')}@example.com` },
  });
  expect(foreman.status(), await foreman.text()).toBe(201);
  const { id: foremanId } = (await foreman.json()) as { id: number };
  const assigned = await request.post(`/api/timesheets/${id}/assign-foreman`, {
    ...bearer(admin.token),
    data: { foremanId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return id;
}

async function inviteWorker(page: Page, first: string, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('First Name').fill(first);
  await dialog.getByLabel('Last Name').fill('Tran');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Worker' }).click();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
}

test.describe('e-mail delivery told honestly; the inviter hands over the link', () => {
  test('an undelivered invitation says so and how to set up mail; its sender copies a new link', async ({
    page,
  }) => {
    const { session } = await apiRegisterOwner(page.request);
    await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(session.token)})`);
    await page.route('**/api/companies/*/invitations', asIfNoMailServer('emailStatus'));
    await page.goto('/settings?tab=users');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 15_000 });

    const email = `${unique('lan')}@example.com`;
    await inviteWorker(page, 'Lan', email);
    await expect(toast(page, 'Invitation saved, not delivered')).toBeVisible();
    await expect(toast(page, 'Invitation sent')).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: /Notifications/, includeHidden: true })
        .getByText(/No mail server is set up, so nothing was sent to .*SMTP_URL/),
    ).toBeVisible();
    await shoot(page, 'invitation-not-delivered');

    const mailed = (await linkFromEmail(email, '/signup/invite/')).split('/').pop()!;
    const pending = page.getByRole('region', { name: /Pending Invitations/ });
    await pending.getByRole('button', { name: 'Invitation link for Lan Tran' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitation link for Lan Tran' });
    await expect(dialog.getByText(/the one in any earlier e-mail stop working/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Get Link' }).click();
    const field = dialog.getByLabel('Invitation link');
    await expect(field).toHaveValue(/\/signup\/invite\/[A-Za-z0-9_-]{20,}$/);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'invitation-link');

    const copied = (await field.inputValue()).split('/').pop()!;
    expect((await page.request.get(`/api/invitations/validate/${copied}`)).status()).toBe(200);
    expect((await page.request.get(`/api/invitations/validate/${mailed}`)).status()).toBe(404);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
  });

  test('an undelivered approval e-mail says so under the buttons and points to signing here', async ({
    page,
  }) => {
    const id = await draftWithForeman(page.request);
    const admin = await apiLogin(page.request, 'demo.admin');
    await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(admin.token)})`);
    await page.route('**/api/timesheets/*/send-approval-email', asIfNoMailServer('status'));
    await page.goto(`/timesheet-preview/${id}`);
    await page.getByRole('button', { name: 'Send Approval Email' }).click();
    await expect(toast(page, 'Approval email saved, not delivered')).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: /^Saved, not delivered/ });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('hand them the phone to sign here');
    await expect(notice).toContainText('SMTP_URL');
    await expect(page.getByText('Email Sent Successfully')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'approval-not-delivered');
  });
});
