/**
 * Playwright's web server: the real SiteDockets server on a fresh embedded database with demo data.
 * Runs what `npm start` runs — the server bundle dist/server/main.js serving the SPA from dist/web
 * (npm run test:e2e builds both first) — so the browser tests cover the shipped build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../../tests/support/smtp';
import { keepMail, mailboxDir } from './mailbox';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitedockets-e2e-'));
process.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

process.env.DATA_DIR = dataDir;
process.env.PORT = String(E2E_PORT);
// The address the browser uses (playwright.config.ts): Xero's sign-in returns to APP_URL/auth/xero/callback,
// and the session in local storage belongs to this origin.
process.env.APP_URL = `http://127.0.0.1:${E2E_PORT}`;
process.env.HOST = '127.0.0.1';
process.env.SEED_DEMO = '1';
process.env.LOG_LEVEL = 'warn';
// Tests stand in for many phones: each browser context sends its own X-Forwarded-For.
process.env.TRUST_PROXY = '1';

// A local mail server: the journeys read reset, invitation and approval links from the mail.
const mailDir = mailboxDir(E2E_PORT);
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });
process.once('exit', () => fs.rmSync(mailDir, { recursive: true, force: true }));
const smtp = await startSmtpSink({ onMail: (mail) => keepMail(mailDir, mail) });
process.env.SMTP_URL = smtp.url;

// Stripe: the simulator in test mode, so the billing journey can move its clock (/__control/advance,
// at the checkout page's origin). Without STRIPE_SECRET_KEY the server would start one itself in demo
// mode, which has no control; here it is configured as real keys would be (STRIPE_API_URL).
const { startStripeSimulator } = await import('../../simulators/stripe/server');
const stripe = await startStripeSimulator({
  mode: 'test',
  webhookUrl: `${process.env.APP_URL}/api/billing/webhook`,
  retry: { initialMs: 250, maxMs: 2000 },
});
process.env.STRIPE_SECRET_KEY = stripe.secretKey;
process.env.STRIPE_WEBHOOK_SECRET = stripe.webhookSecret;
process.env.STRIPE_API_URL = stripe.baseUrl;

// A computed specifier: the bundle is built before the tests, not part of the typed sources.
const serverEntry = new URL('../../dist/server/main.js', import.meta.url).href;
await import(serverEntry);
