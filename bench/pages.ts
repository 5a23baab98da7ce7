/**
 * Issue 17, 'fast on a cheap phone': Lighthouse's mobile run (its default: a mid-range phone's screen,
 * 4× slower CPU and a slow 4G network, simulated) against the built server, for the landing page,
 * /login and a worker's /entries (signed in: the token put in localStorage before the page's own
 * scripts run, as e2e/support/auth.ts leaves it). Each page is a Lighthouse user flow: the navigation
 * (performance score, LCP, TBT, FCP, CLS, bytes) and then a timespan with one tap, whose
 * Interaction to Next Paint Lighthouse reports (timespans run with applied, not simulated, throttling).
 * Each page runs BENCH_LIGHTHOUSE_RUNS times (default 3) and every figure is the median of its runs.
 * Chromium: CHROME_PATH (default /usr/bin/chromium), headless with --no-sandbox. BENCH_LIGHTHOUSE_DIR:
 * a folder to keep each flow's full result in (JSON, for the LCP element and its breakdown).
 */
import fs from 'node:fs';
import path from 'node:path';
import { startFlow } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export type PageFigures = {
  path: string;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  cls: number | null;
  transferKb: number | null;
  /** From the timespan with one tap; null when Lighthouse recorded no interaction. */
  inpMs: number | null;
  interaction: string;
  /** Lighthouse's error code when a step could not be measured (e.g. NO_NAVSTART). */
  error?: string;
  /** How many runs the medians are of. */
  runs?: number;
};

type PageRun = {
  path: string;
  /** The row's name (the path, or the path and how the phone arrives). */
  label?: string;
  signedIn: boolean;
  /**
   * A worker coming back to the app: the phone keeps what the app stored on an earlier visit
   * (the token, the session's kept reply, the reads kept for offline use) but nothing of the
   * network's: the HTTP cache is emptied and the service worker is bypassed, so every byte of the
   * page still comes over the simulated 4G. Without it Lighthouse empties all of the origin's storage
   * first, leaving only the token this bench puts back: a phone that is signed in and remembers
   * nothing else, which the app never leaves behind.
   */
  returning?: boolean;
  /** What the page shows once it is ready, and the tap measured for INP. */
  ready: string;
  interaction: string;
  interact: (page: Page) => Promise<void>;
};

const WEEK_NAV = 'nav[aria-label="Week"] a, nav[aria-label="Week"] button';

const RUNS: readonly PageRun[] = [
  {
    path: '/',
    signedIn: false,
    ready: '[role="tablist"]',
    interaction: "tap the walkthrough's 'Approval' step",
    interact: (page) => page.click('[role="tab"]:nth-child(2)'),
  },
  {
    path: '/login',
    signedIn: false,
    ready: '#login-username',
    interaction: 'type a username',
    interact: async (page) => {
      await page.click('#login-username');
      await page.keyboard.type('olivia', { delay: 50 });
    },
  },
  ...[false, true].map(
    (returning): PageRun => ({
      path: '/entries',
      label: returning ? '/entries (returning worker)' : undefined,
      signedIn: true,
      returning,
      ready: WEEK_NAV,
      interaction: 'tap the previous week',
      interact: (page) => page.click(WEEK_NAV),
    }),
  ),
];

type Audits = Record<string, { numericValue?: number } | undefined>;
const numeric = (audits: Audits, id: string) => audits[id]?.numericValue ?? null;

/** Runs of each page (BENCH_LIGHTHOUSE_RUNS, default 3); each figure is the median of its runs. */
const ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}

function medianOf(runs: PageFigures[]): PageFigures {
  const first = runs[0]!;
  const of = (key: 'score' | 'lcpMs' | 'tbtMs' | 'fcpMs' | 'cls' | 'transferKb' | 'inpMs') =>
    median(runs.filter((r) => !r.error).map((r) => r[key]));
  const failed = runs.filter((r) => r.error).map((r) => r.error);
  return {
    path: first.path,
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    fcpMs: of('fcpMs'),
    cls: of('cls'),
    transferKb: of('transferKb'),
    inpMs: of('inpMs'),
    interaction: first.interaction,
    runs: runs.length - failed.length,
    ...(failed.length ? { error: failed.join(', ') } : {}),
  };
}

/**
 * The earlier visit of a returning worker: the page is opened and left to store what it keeps,
 * then the browser's HTTP cache is emptied; the service worker is bypassed throughout.
 */
async function arriveEarlier(page: Page, url: string): Promise<void> {
  await page.setBypassServiceWorker(true);
  await page.goto(url);
  await page.waitForSelector(WEEK_NAV, { timeout: 30_000 });
  // The persister writes the kept reads a moment after they arrive.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
}

/** One page's flow: its load, then the tap; the page is closed whatever happens. */
async function measurePage(
  browser: Browser,
  run: PageRun,
  base: string,
  token: string,
): Promise<PageFigures> {
  const page = await browser.newPage();
  try {
    if (run.signedIn) {
      // Before any of the page's scripts, on every document (Lighthouse clears storage before it loads).
      await page.evaluateOnNewDocument(
        (value: string) =>
          (
            globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }
          ).localStorage.setItem('token', value),
        token,
      );
    }
    if (run.returning) await arriveEarlier(page, `${base}${run.path}`);
    const flow = await startFlow(page, {
      name: run.label ?? run.path,
      flags: {
        onlyCategories: ['performance'],
        logLevel: 'error',
        ...(run.returning ? { disableStorageReset: true } : {}),
      },
    });
    await flow.navigate(`${base}${run.path}`, { name: `load ${run.path}` });
    await page.waitForSelector(run.ready, { timeout: 30_000 });
    await flow.startTimespan({ name: run.interaction });
    await run.interact(page);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const keep = process.env.BENCH_LIGHTHOUSE_DIR;
    if (keep) {
      fs.mkdirSync(keep, { recursive: true });
      const name =
        (run.path === '/' ? 'landing' : run.path.slice(1).replaceAll('/', '-')) +
        (run.returning ? '-returning' : '');
      fs.writeFileSync(path.join(keep, `${name}.json`), JSON.stringify(result));
    }
    const load = result.steps[0]!.lhr;
    const tap = result.steps[1]?.lhr;
    const audits = load.audits as Audits;
    const bytes = numeric(audits, 'total-byte-weight');
    return {
      path: run.label ?? run.path,
      score: load.categories.performance?.score ?? null,
      lcpMs: numeric(audits, 'largest-contentful-paint'),
      tbtMs: numeric(audits, 'total-blocking-time'),
      fcpMs: numeric(audits, 'first-contentful-paint'),
      cls: numeric(audits, 'cumulative-layout-shift'),
      transferKb: bytes === null ? null : bytes / 1024,
      inpMs: tap ? numeric(tap.audits as Audits, 'interaction-to-next-paint') : null,
      interaction: run.interaction,
      ...(load.runtimeError || tap?.runtimeError
        ? { error: load.runtimeError?.code ?? tap?.runtimeError?.code }
        : {}),
    };
  } finally {
    await page.close();
  }
}

/** Runs each page's flow in one headless Chromium; `token` is the worker's session for /entries. */
export async function lighthousePages(base: string, token: string): Promise<PageFigures[]> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless=new', '--no-sandbox'],
  });
  const figures: PageFigures[] = [];
  try {
    for (const run of RUNS) {
      const runs: PageFigures[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        // Lighthouse now and then loses a trace on a loaded machine (NO_NAVSTART, NO_LCP): once more then.
        let measured = await measurePage(browser, run, base, token);
        if (measured.error) measured = await measurePage(browser, run, base, token);
        runs.push(measured);
      }
      figures.push(medianOf(runs));
    }
  } finally {
    await browser.close();
  }
  return figures;
}

const ms = (value: number | null) => (value === null ? '—' : `${(value / 1000).toFixed(2)} s`);
const plainMs = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

export function pageLines(figures: readonly PageFigures[]): string {
  const runs = figures[0]?.runs ?? 1;
  const head = `${`Lighthouse mobile (median of ${runs})`.padEnd(35)}  score    LCP        FCP        TBT       CLS     transfer   INP (timespan: the tap)`;
  const lines = figures.map((f) =>
    [
      f.path.padEnd(35),
      (f.score === null ? '—' : String(Math.round(f.score * 100))).padStart(6),
      ms(f.lcpMs).padStart(9),
      ms(f.fcpMs).padStart(11),
      plainMs(f.tbtMs).padStart(10),
      (f.cls === null ? '—' : f.cls.toFixed(3)).padStart(9),
      (f.transferKb === null ? '—' : `${f.transferKb.toFixed(0)} KB`).padStart(10),
      `   ${plainMs(f.inpMs)} (${f.interaction})${f.error ? ` [Lighthouse: ${f.error}]` : ''}`,
    ].join(''),
  );
  return [head, ...lines].join('\n');
}
