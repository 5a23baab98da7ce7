import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's headless Chromium (chromium-headless-shell), as Playwright runs headless by default; it never
 * downloads a browser here. The full browser in headless mode opened two renderers of its own address
 * bar's pop-up (chrome://omnibox-popup.top-chrome) for every context: the browser stage took 24.1 min
 * with it and 16.6 with this (2026-11-29, docs/decisions 0254).
 */
const launchOptions = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const phone = {
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  launchOptions,
};

/** The journey that disconnects the simulated Xero organisation (see the projects below). */
const DISCONNECTS_XERO = /xero-connect\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  // Each journey makes a company of its own through the API (e2e/support/world.ts), so two files
  // run at once on the one server without changing each other's figures; only e2e/demo.spec.ts
  // reads the demo company, and changes nothing in it. Tests of one file stay in order on one worker.
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: 'list',
  // A journey takes 10–25 s; on a slow day the machine runs them 2–3× slower (2026-11-29: two ran past 30 s).
  timeout: 60_000,
  // An assertion waits up to 10 s: on a slow day a page and its lazily loaded toast region take longer than 5
  // (2026-11-29: the Connected to Xero toast, raised on arrival, was not yet shown 5 s after it).
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed journey keeps its trace here: every action's DOM, the network and the console. Not
    // the screencast: filming every journey cost a fifth of the browser stage on a 2-core machine
    // (4 files: 1.9 → 1.5 min). In CI no trace is recorded (every journey's snapshots cost a tenth of
    // the stage: 2 files, 2.9 → 2.6 min, and CI keeps only the output): a failure there still prints
    // its error with the page's accessibility snapshot (error-context.md) and takes its screenshot.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
  },
  projects: [
    {
      name: 'phone',
      use: phone,
      testIgnore: DISCONNECTS_XERO,
    },
    {
      // Every journey shares the simulated Xero's one organisation, and disconnecting revokes its
      // connection: a journey mid-way through Xero on the other worker would find it gone. The
      // disconnecting journey runs once the others are done.
      name: 'phone-xero-disconnect',
      use: phone,
      testMatch: DISCONNECTS_XERO,
      dependencies: ['phone'],
    },
  ],
  webServer: {
    command: 'npx tsx e2e/support/start-server.ts',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    // SIGTERM lets the server close its database; start-server.ts then deletes the temp data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
