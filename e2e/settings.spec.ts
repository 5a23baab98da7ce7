import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shoot, toast } from './support/ui';
import { apiRegisterOwner, linkFromEmail, unique } from './support/auth';

type Owner = { token: string; companyId: number };

/** Sign-ups are rate-limited per address, so one new company serves the tests that need one. */
let owner: Owner;

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

const banner = (page: Page) => page.getByRole('complementary', { name: 'Setup required' });

/** Opens a settings address and waits for the page (generous: the machine may be busy building). */
async function openSettings(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 15_000 });
}

/** Resolves once the page has read both lists the setup banner checks. */
const setupChecksRead = (page: Page, companyId: number) =>
  Promise.all(
    ['rate-items', 'projects'].map((list) =>
      page.waitForResponse((reply) => reply.url().endsWith(`/api/companies/${companyId}/${list}`)),
    ),
  );

/** Every page load of this test starts signed in with `token` (spec 000 §9: stored as 'token'). */
async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(token)})`);
}

async function registerOwner(request: APIRequestContext): Promise<Owner> {
  const { session } = await apiRegisterOwner(request);
  return { token: session.token, companyId: session.user.companyId };
}

/** The owner's company code as the server has it now. */
async function companyCode(page: Page): Promise<string> {
  const reply = await page.request.get(`/api/companies/${owner.companyId}`, auth(owner.token));
  return ((await reply.json()) as { code: string }).code;
}

/** Signs up through the API (the page's own client address) with a company or project code. */
function signUp(page: Page, firstName: string, code: { companyCode: string } | { projectCode: string }) {
  const username = unique('person');
  return page.request.post('/api/auth/register', {
    data: {
      role: 'companyCode' in code ? 'worker' : 'foreman',
      user: { username, email: `${username}@example.com`, password: 'person-pass1', firstName },
      ...code,
    },
  });
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  owner = await registerOwner(request);
  await request.dispose();
});

test.describe('Settings on a new company (spec 002 §2, §5, §8)', () => {
  test('billable items: setup banner, validation, create, edit, auto-add, delete', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await useToken(page, owner.token);
    await openSettings(page, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(banner(page).getByText('No company rate items')).toBeVisible();
    await expect(banner(page).getByText('No projects')).toBeVisible();
    await expect(banner(page)).toContainText(
      'Complete the initial setup to enable workers to submit dockets',
    );
    await expect(page.getByRole('tab', { name: 'Billable Items' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No billable items yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Rate Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Rate Item' });
    await dialog.getByRole('button', { name: 'Add Rate Item' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Unit is required')).toBeVisible();
    await expect(dialog.getByText('Rate must be a positive number')).toBeVisible();
    await dialog.getByLabel('Name').fill('Labourer');
    await dialog.getByLabel('Unit').fill('hr');
    await dialog.getByLabel('Rate ($)').fill('-5');
    await dialog.getByLabel('Tax Rate (%)').fill('101');
    await dialog.getByRole('button', { name: 'Add Rate Item' }).click();
    await expect(dialog.getByText('Rate must be a positive number')).toBeVisible();
    await expect(dialog.getByText('Tax rate must be between 0 and 100')).toBeVisible();
    await expect(dialog.getByText('Name is required')).toHaveCount(0);
    await dialog.getByLabel('Rate ($)').fill('72.50');
    await dialog.getByLabel('Tax Rate (%)').fill('10');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add Rate Item' }).click();
    await expect(toast(page, 'Rate item created')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const items = page.getByRole('list', { name: 'Billable items' });
    await expect(items.getByText('Labourer')).toBeVisible();
    await expect(items.getByText('$72.50')).toBeVisible();
    // The banner reads the same list: only the projects notice is left.
    await expect(banner(page).getByText('No company rate items')).toHaveCount(0);
    await expect(banner(page).getByText('No projects')).toBeVisible();

    await page.getByRole('button', { name: 'Add Rate Item' }).click();
    await dialog.getByLabel('Name').fill('Excavator 5t');
    await dialog.getByLabel('Description').fill('With operator, buckets and tilt hitch');
    await dialog.getByLabel('Unit').fill('hr');
    await dialog.getByLabel('Rate ($)').fill('140');
    await dialog.getByRole('switch', { name: /Add to new projects automatically/ }).click();
    await dialog.getByRole('button', { name: 'Add Rate Item' }).click();
    await expect(toast(page, 'Rate item created')).toBeVisible();
    await expect(
      items.getByRole('switch', { name: 'Add Excavator 5t to new projects automatically' }),
    ).toBeChecked();
    await expect(items.getByText('Tax 0.0%')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Labourer' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Rate Item' });
    await expect(edit.getByLabel('Rate ($)')).toHaveValue('72.50');
    await edit.getByLabel('Rate ($)').fill('78');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Rate item updated')).toBeVisible();
    await expect(items.getByText('$78.00')).toBeVisible();

    const labourerAuto = items.getByRole('switch', { name: 'Add Labourer to new projects automatically' });
    await expect(labourerAuto).not.toBeChecked();
    await labourerAuto.click();
    await expect(toast(page, 'Rate item updated')).toBeVisible();
    await page.reload();
    await expect(labourerAuto).toBeChecked();
    // The switch sends only autoCreate: the item keeps its GST (issue 11 point 13).
    await expect(items.getByText('Tax 10.0%')).toBeVisible();

    await page.getByRole('button', { name: 'Delete Excavator 5t' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Excavator 5t?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, 'Rate item deleted')).toBeVisible();
    await expect(items.getByText('Excavator 5t')).toHaveCount(0);

    await banner(page).getByRole('link', { name: 'View Setup Guide' }).click();
    await expect(page).toHaveURL('/help');

    const created = await request.post(`/api/companies/${owner.companyId}/projects`, {
      ...auth(owner.token),
      data: { name: 'Kellyville Retaining Walls' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const checked = setupChecksRead(page, owner.companyId);
    await openSettings(page, '/settings');
    await checked;
    await expect(page.getByRole('list', { name: 'Billable items' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('company info: validation messages, then a time zone change is saved', async ({ page, request }) => {
    await useToken(page, owner.token);
    await openSettings(page, '/settings?tab=company');
    const form = page.getByRole('form', { name: 'Company information' });
    await expect(form.getByLabel('Company Name')).not.toHaveValue('');
    await expect(page.getByText(/^[A-Z]{6}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const name = await form.getByLabel('Company Name').inputValue();
    await form.getByLabel('Company Name').fill('');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Default Start Time').fill('');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Company name is required')).toBeVisible();
    await expect(form.getByText('Valid email is required')).toBeVisible();
    await expect(form.getByText('Start time must be in HH:MM format')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Company Name').fill(name);
    await form.getByLabel('Email').fill(`accounts-${unique('co')}@example.com`);
    await form.getByLabel('Default Start Time').fill('06:30');
    await form.getByRole('combobox', { name: 'Time Zone' }).click();
    await page.getByRole('option', { name: 'Perth (WA)' }).click();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Company updated')).toBeVisible();

    const saved = await request.get(`/api/companies/${owner.companyId}`, auth(owner.token));
    expect(await saved.json()).toMatchObject({ timeZone: 'Australia/Perth', defaultStartTime: '06:30' });
    await page.reload();
    await expect(form.getByRole('combobox', { name: 'Time Zone' })).toHaveText('Perth (WA)');
  });

  test('users: invite a worker, resend and cancel the pending invitation', async ({ page }) => {
    await useToken(page, owner.token);
    await openSettings(page, '/settings?tab=users');
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Users' }).getByText('You', { exact: true })).toBeVisible();
    await expect(page.getByText(/^No pending invitations/)).toBeVisible();

    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Valid email is required']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByText('Role is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const email = `${unique('mia')}@example.com`;
    await dialog.getByLabel('First Name').fill('Mia');
    await dialog.getByLabel('Last Name').fill('Kowalski');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Worker' }).click();
    await expect(dialog.getByText(/Records daily dockets/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(toast(page, 'Invitation sent')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const pending = page.getByRole('region', { name: /Pending Invitations/ });
    await expect(pending.getByRole('heading', { name: 'Pending Invitations (1)' })).toBeVisible();
    await expect(pending.getByText('Mia Kowalski')).toBeVisible();
    await expect(pending.getByText(email)).toBeVisible();
    await expect(pending.getByText(/Expires in 7 days/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await pending.getByRole('button', { name: 'Resend invitation to Mia Kowalski' }).click();
    await expect(toast(page, 'Invitation resent')).toBeVisible();

    // A second invitation to the same address is refused by the server (409) and its message shown.
    await page.getByRole('button', { name: 'Invite User' }).click();
    await dialog.getByLabel('First Name').fill('Mia');
    await dialog.getByLabel('Last Name').fill('Kowalski');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Foreman' }).click();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    // The open dialog hides the rest of the page from assistive technology, the toast region too.
    await expect(page.getByText('Invitation failed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('An invitation to this email is already pending. Resend it instead.', { exact: true }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await pending.getByRole('button', { name: 'Cancel invitation for Mia Kowalski' }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel this invitation?' })
      .getByRole('button', { name: 'Cancel Invitation' })
      .click();
    await expect(toast(page, 'Invitation cancelled')).toBeVisible();
    await expect(page.getByText(/^No pending invitations/)).toBeVisible();
  });

  test('users: an admin changes another user’s role, never their own', async ({ page, request }) => {
    const email = `${unique('casey')}@example.com`;
    const invited = await request.post(`/api/companies/${owner.companyId}/invitations`, {
      ...auth(owner.token),
      data: { email, firstName: 'Casey', lastName: 'Nguyen', role: 'worker' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const link = await linkFromEmail(email, '/signup/invite/');
    const joined = await request.post(`/api/auth/signup-invite/${link.split('/').pop()}`, {
      data: { username: unique('casey'), password: 'casey-pass1' },
    });
    expect(joined.status(), await joined.text()).toBe(201);

    await useToken(page, owner.token);
    await openSettings(page, '/settings?tab=users');
    const role = page.getByRole('combobox', { name: 'Role for Casey Nguyen' });
    await expect(role).toHaveText('Worker');
    await expect(page.getByRole('combobox', { name: /^Role for Olivia/ })).toHaveCount(0);
    await role.click();
    await page.getByRole('option', { name: 'Foreman' }).click();
    const asked = page.getByRole('alertdialog', { name: 'Make Casey Nguyen a foreman?' });
    await expect(asked.getByText(/Worker → Foreman/)).toBeVisible();
    await asked.getByRole('button', { name: 'Change Role' }).click();
    await expect(toast(page, 'Role updated')).toBeVisible();
    await page.reload();
    await expect(role).toHaveText('Foreman');

    // Promoting to admin says what it gives first; cancelling changes nothing.
    await role.click();
    await page.getByRole('option', { name: 'Admin' }).click();
    const promote = page.getByRole('alertdialog', { name: 'Make Casey Nguyen an admin?' });
    await expect(promote.getByText(/Full control of the company: billing/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await promote.getByRole('button', { name: 'Cancel' }).click();
    await expect(promote).toHaveCount(0);
    await expect(role).toHaveText('Foreman');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' }).getByText('You', { exact: true })).toBeVisible();
  });

  test('users: admin deactivates a worker, who is signed out at once, then reactivates them', async ({
    page,
  }) => {
    const joined = await signUp(page, 'Sam Lee', { companyCode: await companyCode(page) });
    expect(joined.status(), await joined.text()).toBe(201);
    const sam = (await joined.json()) as { token: string; user: { username: string } };

    await useToken(page, owner.token);
    await openSettings(page, '/settings?tab=users');
    const users = page.getByRole('list', { name: 'Users' });
    await users.getByRole('button', { name: 'Deactivate Sam Lee' }).click();
    const asked = page.getByRole('alertdialog', { name: 'Deactivate Sam Lee?' });
    await expect(asked.getByText(/signed out on every device at once/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await asked.getByRole('button', { name: 'Deactivate' }).click();
    await expect(toast(page, 'User deactivated')).toBeVisible();
    await expect(users.getByRole('button', { name: 'Reactivate Sam Lee' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /^Team Members \(\d+ active, 1 deactivated\)$/ }),
    ).toBeVisible();

    expect((await page.request.get('/api/auth/me', auth(sam.token))).status()).toBe(401);
    const signIn = await page.request.post('/api/auth/login', {
      data: { username: sam.user.username, password: 'person-pass1' },
    });
    expect(signIn.status()).toBe(401);
    expect(await signIn.json()).toMatchObject({ message: 'This account has been deactivated' });

    await users.getByRole('button', { name: 'Reactivate Sam Lee' }).click();
    await expect(toast(page, 'User reactivated')).toBeVisible();
    await expect(users.getByRole('button', { name: 'Deactivate Sam Lee' })).toBeVisible();
  });

  test('company info: admin issues a new company code and the old one stops working', async ({ page }) => {
    const old = await companyCode(page);
    await useToken(page, owner.token);
    await openSettings(page, '/settings?tab=company');
    const card = page.getByRole('region', { name: 'Company code' });
    await expect(card.getByText(old, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'New Code' }).click();
    const asked = page.getByRole('alertdialog', { name: 'Issue a new company code?' });
    await expect(asked.getByText(`C-${old} stops working at once`, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await asked.getByRole('button', { name: 'Issue New Code' }).click();
    await expect(toast(page, 'New company code')).toBeVisible();
    const fresh = await companyCode(page);
    expect(fresh).not.toBe(old);
    await expect(card.getByText(fresh, { exact: true })).toBeVisible();
    const refused = await signUp(page, 'Late Joiner', { companyCode: old });
    expect(refused.status()).toBe(400);
  });

  test('a foreman who signs up with a project code lands in it and can be chosen as its approver', async ({
    page,
  }) => {
    const created = await page.request.post(`/api/companies/${owner.companyId}/projects`, {
      ...auth(owner.token),
      data: { name: 'Marsden Park Stormwater' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const project = (await created.json()) as { id: number; code: string };
    const joined = await signUp(page, 'Dave Robertson', { projectCode: project.code });
    expect(joined.status(), await joined.text()).toBe(201);

    await useToken(page, ((await joined.json()) as { token: string }).token);
    await page.goto('/foreman-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Marsden Park Stormwater' })).toBeVisible();
    await expect(page.getByLabel('Project code')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const foremen = await page.request.get(`/api/projects/${project.id}/foremans`, auth(owner.token));
    expect(((await foremen.json()) as { foremanName: string }[]).map((f) => f.foremanName)).toEqual([
      'Dave Robertson',
    ]);
    await page.goto('/dashboard');
    await expect(page.getByText('Your project: Marsden Park Stormwater')).toBeVisible();
  });

  test('versions lists the releases, newest first', async ({ page }) => {
    await useToken(page, owner.token);
    await openSettings(page, '/settings?tab=versions');
    await expect(page.getByRole('heading', { name: 'Versions' })).toBeVisible();
    await expect(page.getByText('Latest', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('dismissing the setup banner is remembered for that company', async ({ page, request }) => {
    const other = await registerOwner(request);
    await useToken(page, other.token);
    await page.goto('/dashboard');
    await expect(banner(page).getByText('No projects')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await banner(page).getByRole('button', { name: 'Dismiss setup notice' }).click();
    await expect(banner(page)).toHaveCount(0);
    const checked = setupChecksRead(page, other.companyId);
    await page.reload();
    await checked;
    await expect(banner(page)).toHaveCount(0);
    const key = `setupBannerDismissed:${other.companyId}`;
    expect(await page.evaluate<string | null>(`window.localStorage.getItem('${key}')`)).toBe('1');
  });
});

test.describe('Settings by role (spec 002 §6)', () => {
  test('office sees users without the Actions column', async ({ page, request, world }) => {
    const { token } = world.office;
    const user = world.office;
    await useToken(page, token);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSettings(page, '/settings?tab=users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('cell', { name: /Jake Thompson/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /^Role for/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Deactivate/ })).toHaveCount(0);
    const refused = await request.post(`/api/users/${user.id}/deactivate`, auth(token));
    expect(refused.status()).toBe(403);
    await openSettings(page, '/settings?tab=company');
    await expect(page.getByRole('region', { name: 'Company code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Code' })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveText(['Billable Items', 'Company Info', 'Users', 'Versions']);
  });

  test('/workers opens the Users tab', async ({ page, world }) => {
    const { token } = world.admin;
    await useToken(page, token);
    await page.goto('/workers');
    await expect(page).toHaveURL('/settings?tab=users');
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('complementary', { name: 'Setup required' })).toHaveCount(0);
  });

  test('a foreman on a phone reads Billable Items, Company Info and Users, without the management extras', async ({
    page,
    request,
    world,
  }) => {
    const { token } = world.foreman;
    await useToken(page, token);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSettings(page, '/settings');
    await expect(page.getByRole('tab')).toHaveText(['Billable Items', 'Company Info', 'Users', 'My Profile']);
    // 002 §2: Billable Items is the default tab; for a foreman it is read-only (002 §6).
    const items = page.getByRole('tabpanel', { name: 'Billable Items' });
    const list = items.getByRole('list', { name: 'Billable items' });
    await expect(list.getByRole('listitem').filter({ hasText: 'Labourer' })).toContainText('$68.00');
    await expect(items.getByRole('button')).toHaveCount(0);
    await expect(items.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Setup required' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'settings-foreman-billable-items');
    const refused = await request.post(`/api/companies/${world.company.id}/rate-items`, {
      ...auth(token),
      data: { name: 'Foreman item', unit: 'hr', rate: 10 },
    });
    expect(refused.status()).toBe(403);

    await page.getByRole('tab', { name: 'Users' }).click();
    const users = page.getByRole('tabpanel', { name: 'Users' });
    await expect(users.getByRole('list', { name: 'Users' }).getByText('Jake Thompson')).toBeVisible();
    await expect(users.getByRole('button')).toHaveCount(0);
    await expect(users.getByRole('combobox')).toHaveCount(0);
    await expect(users.getByRole('heading', { name: /Pending Invitations/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'settings-foreman-users');

    await page.getByRole('tab', { name: 'Company Info' }).click();
    await expect(page.getByText(world.company.name, { exact: true }).last()).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await page.getByRole('tab', { name: 'My Profile' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'My Profile' }).getByText('Dave Robertson'),
    ).toBeVisible();
  });

  test('a worker sees Access Restricted', async ({ page, world }) => {
    const { token } = world.worker;
    await useToken(page, token);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(
      page.getByText('Only administrators, office staff, and foremen can access company settings.'),
    ).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
