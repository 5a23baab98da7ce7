import { changeCompany } from './support/company';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { toast } from './support/ui';
import {
  apiRegisterOwner,
  chooseRole,
  linkFromEmail,
  login,
  signOut,
  storedToken,
  unique,
} from './support/auth';

test.describe('accounts and session (spec 000 §2–§4)', () => {
  test('an owner signs up from the landing page, signs out and signs in again', async ({ page }) => {
    const username = unique('olivia');
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveCount(0);

    await chooseRole(page, 'Company Owner');
    await page.getByLabel('Company Name', { exact: true }).fill(`Bennett Civil ${username}`);
    await page.getByLabel('Company Email', { exact: true }).fill(`office-${username}@example.com`);
    await page.getByLabel('Full Name', { exact: true }).fill('Olivia Bennett');
    // Spec 000 §9: a free username built from the name fills the empty field.
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(/^OliviaBennett\d*$/);
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret-pass');
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
    await page.getByRole('button', { name: 'Create Company Account' }).click();
    // Issue 29: the owner's full name is split as a worker's is.
    expect(((await (await registered).json()) as { user: object }).user).toMatchObject({
      firstName: 'Olivia',
      lastName: 'Bennett',
    });

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia');
    await expect(page.getByText(/^Workers join with company code C-[A-Z]{6}$/)).toBeVisible();

    await signOut(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await login(page, username, 'secret-pass');
    await expect(toast(page, 'Welcome back!')).toBeVisible();
  });

  test('a wrong password shows Login failed', async ({ page }) => {
    const owner = await apiRegisterOwner(page.request);
    await page.goto('/login');
    await page.getByLabel('Username', { exact: true }).fill(owner.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(page.getByText('Invalid username or password', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('forgot password answers the same for a known and an unknown address', async ({ page }) => {
    const owner = await apiRegisterOwner(page.request);
    await page.goto('/login');
    for (const email of [owner.email, `${unique('nobody')}@example.com`]) {
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await page.getByRole('dialog').getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(toast(page, 'Reset Email Sent')).toBeVisible();
      await expect(
        toast(page, 'If an account with that email exists, a password reset link has been sent.'),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Dismiss notification' }).click();
    }
  });

  test('with no mail server the reset toast says no link can be e-mailed (issue 11 point 18)', async ({
    page,
  }) => {
    const owner = await apiRegisterOwner(page.request);
    // The test server has a mail server; an installation without one says so in its public config.
    await page.route('**/api/public-config', async (route) => {
      const reply = await route.fetch();
      await route.fulfill({ response: reply, json: { ...(await reply.json()), mailDelivery: false } });
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('dialog').getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(toast(page, 'Reset Email Not Delivered')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByText(/this installation of SiteDockets has no mail server set up\. Ask your administrator/),
    ).toBeVisible();
    await expect(toast(page, 'Reset Email Sent')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('asking for a reset link sends no sign-in request (issue 11 point 17)', async ({ page }) => {
    const owner = await apiRegisterOwner(page.request);
    const signIns: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/login') signIns.push(r.method());
    });
    await page.goto('/login');
    // Credentials the sign-in form would accept as input: a leaked submit would send them.
    await page.getByLabel('Username', { exact: true }).fill(owner.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot your password' });
    const email = dialog.getByLabel('Email', { exact: true });
    const ask = (send: () => Promise<void>) =>
      Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/auth/forgot-password')), send()]);
    await email.fill(owner.email);
    await ask(() => email.press('Enter'));
    expect(signIns, 'sign-in requests after Enter in the dialog').toEqual([]);
    await expect(toast(page, 'Reset Email Sent')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await email.fill(owner.email);
    await ask(() => dialog.getByRole('button', { name: 'Send Reset Link' }).click());
    await expect(dialog).toHaveCount(0);
    expect(signIns, 'sign-in requests after Send Reset Link').toEqual([]);
    await expect(toast(page, 'Login failed')).toHaveCount(0);
    await expect(page).toHaveURL('/login');

    // Closed without sending, focus is back on the link that opened it.
    const forgot = page.getByRole('button', { name: 'Forgot your password?' });
    await forgot.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(forgot).toBeFocused();
  });

  test('the e-mailed reset link sets a password that works, once', async ({ page }) => {
    const owner = await apiRegisterOwner(page.request);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('dialog').getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(toast(page, 'Reset Email Sent')).toBeVisible();

    const link = await linkFromEmail(owner.email, '/reset-password?token=');
    const resetWith = async (password: string) => {
      await page.goto(link);
      await page.getByLabel('New Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm New Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Reset Password' }).click();
    };

    await resetWith('second-pass2');
    await page.getByRole('link', { name: 'Sign In with New Password' }).click();
    await login(page, owner.username, 'second-pass2');

    await signOut(page);
    await resetWith('third-pass3');
    await expect(toast(page, 'Reset Failed')).toBeVisible();
  });

  test('an invited worker signs up from the e-mailed link and lands on entries', async ({ page }) => {
    const owner = await apiRegisterOwner(page.request);
    const admin = owner.session;
    const email = `${unique('wendy')}@example.com`;
    const invite = await page.request.post(`/api/companies/${admin.user.companyId}/invitations`, {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { email, firstName: 'Wendy', lastName: 'Nguyen', role: 'worker' },
    });
    expect(invite.status(), await invite.text()).toBe(201);
    await page.goto(await linkFromEmail(email, '/signup/invite/'));

    await expect(page.getByText(owner.companyName)).toBeVisible();
    await expect(page.getByText('Wendy Nguyen')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByLabel('Username', { exact: true }).fill(unique('wendy'));
    await page.getByLabel('Password', { exact: true }).fill('wendy-pass');
    await page.getByLabel('Confirm Password', { exact: true }).fill('wendy-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/entries');
  });

  test('a worker joins with the company code', async ({ page }) => {
    const owner = await apiRegisterOwner(page.request);
    const code = owner.session.company.code ?? '';
    expect(code).toMatch(/^[A-Z]{6}$/);
    await page.goto('/signup');
    await chooseRole(page, 'Worker');
    await page.getByRole('textbox', { name: 'Company Code' }).fill(code.toLowerCase());
    await expect(page.getByRole('textbox', { name: 'Company Code' })).toHaveValue(code);
    await page.getByLabel('Full Name', { exact: true }).fill('Tom Walker');
    await page.getByLabel('Username', { exact: true }).fill(unique('tom'));
    await page.getByLabel('Email', { exact: true }).fill(`${unique('tom')}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('tom-pass');
    await page.getByLabel('Confirm Password', { exact: true }).fill('tom-pass');
    await page.getByRole('button', { name: 'Join Company' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('banner').getByText(owner.companyName)).toBeVisible();
  });

  test('a taken e-mail or username is shown under its own field (issue 12 point 5)', async ({ page }) => {
    const owner = await apiRegisterOwner(page.request);
    await page.goto('/signup');
    await chooseRole(page, 'Worker');
    await page.getByRole('textbox', { name: 'Company Code' }).fill(owner.session.company.code ?? '');
    await page.getByLabel('Full Name', { exact: true }).fill('Tom Walker');
    const username = page.getByLabel('Username', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    await username.fill(unique('tom'));
    await email.fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill('tom-pass');
    await page.getByLabel('Confirm Password', { exact: true }).fill('tom-pass');
    await page.getByRole('button', { name: 'Join Company' }).click();
    await expect(email).toHaveAccessibleDescription(/An account with this email already exists/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');

    await email.fill(`${unique('tom')}@example.com`);
    await username.fill(owner.username);
    await page.getByRole('button', { name: 'Join Company' }).click();
    await expect(username).toHaveAccessibleDescription(/This username is already taken/);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/signup');
  });

  test('a foreman account joins with a shared project code', async ({ page, request, world }) => {
    const project = world.projects.stormwater;
    await page.goto(`/signup?projectCode=P-${project!.code}`);
    await expect(page.getByRole('radio', { name: /^Foreman/ })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Go to Foreman Dashboard' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Project Code' })).toHaveValue(project!.code);
    await page.getByLabel('Full Name', { exact: true }).fill('Frank Castillo');
    await page.getByLabel('Username', { exact: true }).fill(unique('frank'));
    await page.getByLabel('Email', { exact: true }).fill(`${unique('frank')}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('frank-pass');
    await page.getByLabel('Confirm Password', { exact: true }).fill('frank-pass');
    await page.getByRole('button', { name: 'Create Foreman Account' }).click();
    await expect(page).toHaveURL('/foreman-dashboard');

    const token = await storedToken(page);
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ user: { role: 'foreman', companyId: world.company.id } });
  });
});

test.describe('session guard and dead links', () => {
  test('a signed-in page sends a visitor to sign in, then back to that page', async ({ page }) => {
    const owner = await apiRegisterOwner(page.request);
    await page.goto('/workers');
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Username', { exact: true }).fill(owner.username);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // /workers is the Users tab of Settings (DECISIONS).
    await expect(page).toHaveURL('/settings?tab=users');
  });

  test('the session survives a reload and a revoked token signs out silently', async ({
    page,
    request,
    world,
  }) => {
    await login(page, world.foreman.username, world.foreman.password);
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Approvals happen on the Foreman Dashboard' }),
    ).toBeVisible();
    const token = await storedToken(page);
    await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    await page.reload();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('status')).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
  });

  test('the session kept at sign-in opens a page before the session check answers', async ({
    page,
    world,
  }) => {
    await login(page, world.worker.username, world.worker.password);
    // Meanwhile the office renames the company; the kept reply still has the old name.
    const renamed = `${world.company.name} Pty Ltd`;
    await changeCompany(world, { name: renamed });
    // One bar of signal: the start-up check is held until the week has shown.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
      answered = true;
    });
    await page.goto('/entries');
    await expect(page.getByRole('heading', { name: /^Week of / })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(world.company.name);
    await expect(page.getByRole('banner')).not.toContainText(renamed);
    expect(answered).toBe(false);
    release();
    // The check's answer replaces the kept reply.
    await expect(page.getByRole('banner')).toContainText(renamed);
    expect(answered).toBe(true);
    await expect(page).toHaveURL('/entries');
  });

  test('a bad invitation and a reset page without a token explain themselves', async ({ page }) => {
    await page.goto('/signup/invite/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Invalid invitation link', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL('/login');

    await page.goto('/reset-password');
    await expect(page).toHaveURL('/login');
    await expect(toast(page, 'Invalid Reset Link')).toBeVisible();
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`accessibility at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, isMobile: viewport.width < 800, hasTouch: viewport.width < 800 });

    test('sign-in and every sign-up role have no serious violations', async ({ page }) => {
      // Five pages, each scanned by axe: more than the default 30 s on a busy two-core machine.
      test.setTimeout(90_000);
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto('/signup');
      await expectNoSeriousA11yViolations(page);
      for (const role of ['Company Owner', 'Worker', 'Foreman'] as const) {
        await chooseRole(page, role);
        await page
          .getByRole('button', { name: /Create|Join/ })
          .last()
          .click();
        await expect(page.getByText('Full name is required')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('the signed-in frame has no serious violations', async ({ page }) => {
      const owner = await apiRegisterOwner(page.request);
      await login(page, owner.username, owner.password);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
