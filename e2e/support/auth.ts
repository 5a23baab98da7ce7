import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { mailTo } from './mailbox';
import { unique } from './api';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_COMPANY = 'Harbourline Civil & Concrete';

type Session = {
  token: string;
  user: { id: number; role: string; companyId: number };
  company: { code: string | null };
};

export { unique } from './api';

/** The session token the page keeps in local storage (spec 000 §9), or null. */
export const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate<string | null>("window.localStorage.getItem('token')");

/**
 * Signs in through the /login screen and waits for the dashboard: up to 15 s, as settings.spec
 * waits for its page, since two workers and a busy machine can hold the password check and the
 * dashboard's lazy chunk past the 5 s default (seen: "Welcome back!" shown, still on /login).
 */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });
}

/** Signs out from the header (through the slide-down menu on a phone) and waits for the home page. */
export async function signOut(page: Page): Promise<void> {
  // The header renders after the session check: wait for it before asking whether it is the phone menu.
  await expect(page.getByRole('banner')).toBeVisible();
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
}

/** Picks a sign-up role by clicking its card. */
export async function chooseRole(page: Page, role: 'Company Owner' | 'Worker' | 'Foreman'): Promise<void> {
  await page.locator('label').filter({ hasText: role }).first().click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${role}`) })).toBeChecked();
}

/** POST /api/auth/login; fails the test on anything but 200. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const reply = await request.post('/api/auth/login', { data: { username, password } });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as Session;
}

/** Registers a company owner through the API; returns the session and the credentials. */
export async function apiRegisterOwner(request: APIRequestContext) {
  const username = unique('owner');
  const email = `${username}@example.com`;
  const password = 'first-pass1';
  const companyName = `Ridgeline Builders ${username}`;
  const reply = await request.post('/api/auth/register', {
    data: {
      role: 'company_owner',
      user: { username, email, password, firstName: 'Olivia Bennett', lastName: '' },
      company: { name: companyName, email: `office-${email}`, phone: '', address: '' },
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return { session: (await reply.json()) as Session, username, email, password, companyName };
}

/** The path and query of the first link to `linkPath` in the newest e-mail to `to` (e2e/support/mailbox.ts). */
export async function linkFromEmail(to: string, linkPath: string): Promise<string> {
  let found = '';
  await expect(() => {
    const body = mailTo(to).at(-1)?.body ?? '';
    const pattern = `https?://[^\\s"'<>]+${linkPath.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`;
    const match = new RegExp(pattern).exec(body);
    expect(match, `a ${linkPath} link in the e-mail to ${to}`).not.toBeNull();
    const url = new URL(match![0].replace(/&amp;/g, '&'));
    found = `${url.pathname}${url.search}`;
  }).toPass({ timeout: 5_000 });
  return found;
}
