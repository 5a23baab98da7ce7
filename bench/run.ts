/**
 * npm run bench: the hot paths against a PostgreSQL server seeded with 200 workers × a year of
 * dockets, each beside the same SQL run bare through pg; then PDF rendering and a 1,000-docket ZIP.
 * BENCH_DATABASE_URL (default: the local server) names the server; a new database is made and dropped.
 * The server runs as `npm start` runs it: the compiled bundle (npm run bench builds it first), with
 * its read cache, and once more without it (READ_CACHE_ENTRIES=0) for the week view's cold path.
 * Last, a mixed run over 20 companies: week views with a docket created every 20 of them, spread
 * across the companies. BENCH_ONLY=mixed runs that alone; BENCH_SERVER names another server bundle.
 * BENCH_ONLY=cold seeds the large company and runs only the week view's cold path against its bare
 * statement, in BENCH_ROUNDS alternating rounds (default 3); BENCH_SERVER may then name several
 * bundles, comma-separated, each measured in every round. BENCH_ONLY=invoicing seeds the large
 * company and runs only the invoicing table's p99 (at 50 req/s offered) and a 200-docket invoice PDF.
 * BENCH_ONLY=retention seeds the large company and a year of logs, credentials and replies, and runs
 * the retention job in the server while light requests stream (bench/retention.ts).
 * BENCH_ONLY=reports seeds the large company (invoiced every third docket, budgets on half its projects)
 * and runs only bench/reports.ts: each report over its whole year at 10 req/s offered, with the read
 * cache and without it (READ_CACHE_ENTRIES=0), and each report's first request on a fresh server.
 * BENCH_ONLY=payroll runs bench/payroll.ts: the payroll view of a 500-worker fortnight and a
 * whole-period run of 200 employees against the simulated Xero at its real limit (about 3.5 minutes).
 * BENCH_ONLY=uploads runs bench/uploads.ts: 50 workers uploading a 1 MB photo at once to a server on
 * the embedded database, /api/health timed meanwhile, and the server's peak memory.
 * Last of all (and alone with BENCH_ONLY=pages): each page's JavaScript (bench/bundle-size.ts) and
 * Lighthouse's mobile run of /, /login and a worker's /entries against the built server serving
 * dist/web (bench/pages.ts; the web app is built first when dist/web has no build manifest;
 * BENCH_WEB_DIST names another build, e.g. one from before, with BENCH_SERVER its server bundle).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { addDays, mondayOf, todayIn } from '../src/shared/dates';
import { createSession } from '../src/server/access/sessions';
import { openDatabase } from '../src/server/db/client';
import { createUser } from '../src/server/db/factories';
import { databaseUrl } from '../tests/support/postgres-url';
import { bareCreate, bareStatements, bareWeek } from './bare';
import { bundleLines, pageSizes } from './bundle-size';
import { coldRounds } from './cold';
import { peakMb, pdfRate, signDockets, zipExport } from './documents';
import { healthDuringExports, healthLine } from './export-health';
import { httpLoad } from './http';
import { invoicePdfBench, invoicePdfLine } from './invoice-pdf';
import { invoiceDocketsBench, seedInvoicing } from './invoices';
import { pacedLoad, pacedLoadByLabel } from './paced';
import { measureReports, reportsLines, seedBudgets, type ReportsBench } from './reports';
import { lighthousePages, pageLines } from './pages';
import { payrollBench, payrollLines, payrollSimulator, seedPayroll } from './payroll';
import { retentionBench, retentionLines } from './retention';
import { seedLarge, type LargeWorld } from './seed-large';
import { seedUploads, uploadBench, uploadDataDir, uploadLines } from './uploads';
import { HEADER, loop, row, type Measure } from './stats';

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 4399;
const TARGET_RATE = 2000;
const ONLY = process.env.BENCH_ONLY;
/** The server bundle to measure (another build, to compare against; default this tree's). */
const BUNDLES = (process.env.BENCH_SERVER ?? 'dist/server/main.js').split(',');
const BUNDLE = BUNDLES[0]!;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The invoicing table is read by office staff, not by every worker: its p99 at a steady office-sized rate. */
const INVOICING_LOAD = { rate: 50, seconds: SECONDS, sockets: 16 };
const MIXED_COMPANIES = 20;
const MIXED_WORKERS = 10;
const READS_PER_WRITE = 20;
const name = `sitedockets_bench_${randomBytes(3).toString('hex')}`;

/** Starts the server bundle on the PostgreSQL database `databaseUrl`, or with null on the embedded one (DATA_DIR in `env`). */
async function startServer(
  databaseUrl: string | null,
  base: string,
  env: Record<string, string> = {},
  bundle = BUNDLE,
) {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const proc = spawn(process.execPath, ['--enable-source-maps', bundle], {
    env: {
      ...inherited,
      // No web app unless a run asks for it (the pages run serves dist/web).
      WEB_DIST: '/nonexistent',
      ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return proc;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

async function stopServer(proc: ReturnType<typeof spawn>) {
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
}

/**
 * The built web app the pages run serves: BENCH_WEB_DIST (another build, to compare against), or
 * dist/web, built here when it has no build manifest.
 */
async function webBuild(): Promise<string> {
  const dist = process.env.BENCH_WEB_DIST ?? 'dist/web';
  if (!process.env.BENCH_WEB_DIST && !fs.existsSync(`${dist}/.vite/manifest.json`)) {
    const build = spawn('npm', ['run', 'build:web'], { stdio: 'inherit' });
    const code = await new Promise((resolve) => build.once('exit', resolve));
    if (code !== 0) throw new Error('npm run build:web failed');
  }
  return dist;
}

/** Bundle sizes, then Lighthouse's mobile run of the three pages against a server serving the web app. */
async function pagesRun(url: string, base: string, token: string) {
  const dist = await webBuild();
  const sizes = bundleLines(pageSizes(dist));
  const server = await startServer(url, base, { WEB_DIST: path.resolve(dist) });
  try {
    return `JavaScript each page loads (gzip: the sum of each file's .gz):\n${sizes}\n\n${pageLines(await lighthousePages(base, token))}`;
  } finally {
    await stopServer(server);
  }
}

const createBody = (project: LargeWorld['projects'][number], day: number) => ({
  date: addDays(todayIn('Australia/Sydney'), (day % 300) + 1),
  projectId: project.id,
  status: 'approved',
  lineItems: project.items.map((id) => ({ projectRateItemId: id, entryType: 'qty', quantity: 2 })),
});

/**
 * 20 companies of 10 workers, each worker reading their last week, offered at 2,000 requests a
 * second evenly, of which every 21st creates a docket (a write every 20 reads) in the next company
 * in turn: each write moves one company's change clock, so that company's kept weeks are read again.
 */
async function mixedRun(db: Parameters<typeof seedLarge>[0], base: string): Promise<Measure[]> {
  const worlds: LargeWorld[] = [];
  for (let c = 0; c < MIXED_COMPANIES; c++)
    worlds.push(await seedLarge(db, { name: `Bench Mixed ${c + 1}`, workers: MIXED_WORKERS, days: 28 }));
  const week = mondayOf(addDays(todayIn('Australia/Sydney'), -7));
  const weekEnd = addDays(week, 6);
  let n = 0;
  let writes = 0;
  return pacedLoadByLabel(
    base,
    {
      name: `mixed, ${MIXED_COMPANIES} companies, a write every ${READS_PER_WRITE} reads, ${TARGET_RATE} req/s offered`,
      method: 'GET',
      next: () => {
        const i = n++;
        if (i % (READS_PER_WRITE + 1) === READS_PER_WRITE) {
          const w = writes++;
          const world = worlds[w % worlds.length]!;
          const worker = world.workers[Math.floor(w / worlds.length) % world.workers.length]!;
          const project = world.projects[w % world.projects.length]!;
          return {
            path: '/api/timesheets',
            token: worker.token,
            body: createBody(project, Math.floor(w / (worlds.length * world.workers.length))),
            method: 'POST',
            label: 'create docket',
          };
        }
        // Companies and their workers in turn: every worker reads their week about as often.
        const world = worlds[i % worlds.length]!;
        const worker = world.workers[Math.floor(i / worlds.length) % world.workers.length]!;
        return {
          path: `/api/users/${worker.id}/timesheets?startDate=${week}&endDate=${weekEnd}`,
          token: worker.token,
          label: 'week view',
        };
      },
    },
    { rate: TARGET_RATE, seconds: SECONDS, sockets: 64 },
  );
}

/**
 * 50 uploads at once on a server on the embedded database (the default: files in it), in a data
 * folder of its own; then the same on the PostgreSQL server `url`.
 */
async function uploadsRun(base: string, url: string): Promise<string> {
  const data = uploadDataDir();
  try {
    const lines: string[] = [];
    for (const [on, where, db] of [
      ['embedded database', { dataDir: data.dir }, null],
      ['PostgreSQL server', { url }, url],
    ] as const) {
      const world = await seedUploads(where);
      child = await startServer(db, base, { DATA_DIR: data.dir });
      lines.push(uploadLines(await uploadBench(base, world, child.pid!), on));
      await stopServer(child);
      child = undefined;
    }
    return lines.join('\n');
  } finally {
    data.done();
  }
}

/**
 * The reports over the large company's year (seeded with invoicing and budgets), on a server just
 * started with its read cache, then on one without it (every request runs its statements).
 */
async function reportsRun(url: string, base: string, world: LargeWorld): Promise<ReportsBench[]> {
  const runs: ReportsBench[] = [];
  for (const [label, env] of [
    ['with the read cache', {}],
    ['no read cache', { READ_CACHE_ENTRIES: '0' }],
  ] as const) {
    child = await startServer(url, base, env);
    runs.push(await measureReports(world, base, label));
    await stopServer(child);
    child = undefined;
  }
  return runs;
}

const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${name}`);
const url = databaseUrl(server, name);
let child: ReturnType<typeof spawn> | undefined;
try {
  const database = await openDatabase({ url, poolSize: 4 });
  const base = `http://127.0.0.1:${PORT}`;
  if (ONLY === 'uploads') {
    await database.close();
    console.log(`\n${await uploadsRun(base, url)}`);
  } else if (ONLY === 'pages') {
    const world = await seedLarge(database.db, { name: 'Bench Pages', workers: 5, days: 28 });
    await database.close();
    console.log(`\n${await pagesRun(url, base, world.workers[0]!.token)}`);
  } else if (ONLY === 'mixed') {
    child = await startServer(url, base);
    const mixed = await mixedRun(database.db, base);
    await database.close();
    console.log(`\n${HEADER}\n${mixed.map(row).join('\n')}`);
  } else if (ONLY === 'retention') {
    const world = await seedLarge(database.db);
    await database.close();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      const result = await retentionBench(pool, world, base, async (env) => {
        child = await startServer(url, base, env);
      });
      console.log(`\n${retentionLines(result)}`);
    } finally {
      await pool.end();
    }
  } else if (ONLY === 'payroll') {
    const { sim, env } = await payrollSimulator();
    const key = randomBytes(32);
    try {
      const seeded = await seedPayroll(database, sim, key);
      child = await startServer(url, base, { ...env, TOKEN_ENCRYPTION_KEY: key.toString('hex') });
      const payroll = await payrollBench(database, base, sim, seeded);
      console.log(`\n${payrollLines(payroll)}`);
    } finally {
      await database.close();
      await sim.close();
    }
  } else if (ONLY === 'reports') {
    const world = await seedLarge(database.db);
    await seedInvoicing(database.db, world);
    await seedBudgets(database.db, world);
    await database.close();
    console.log(`\n${reportsLines(await reportsRun(url, base, world))}`);
  } else if (ONLY === 'invoicing') {
    const world = await seedLarge(database.db);
    child = await startServer(url, base);
    // The PDF first, so the server's peak memory is the invoice's and not the table load's.
    const invoicePdf = await invoicePdfBench(database.db, base, child.pid!);
    const invoicing = await invoiceDocketsBench(database.db, world, base, INVOICING_LOAD);
    await database.close();
    console.log(`\n${HEADER}\n${invoicing.map(row).join('\n')}\n${invoicePdfLine(invoicePdf)}`);
  } else if (ONLY === 'cold') {
    const world = await seedLarge(database.db);
    const week = mondayOf(addDays(todayIn('Australia/Sydney'), -7));
    const to = addDays(week, 6);
    let n = 0;
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const { measures, ratios } = await coldRounds({
      rounds: ROUNDS,
      bundles: BUNDLES,
      start: async (bundle) => {
        child = await startServer(url, base, { READ_CACHE_ENTRIES: '0' }, bundle);
      },
      stop: async () => {
        if (child) await stopServer(child);
        child = undefined;
      },
      pool,
      bare: bareStatements(database.db),
      world,
      scenario: {
        name: 'week view, no read cache (HTTP)',
        method: 'GET',
        next: () => {
          const w = world.workers[n++ % world.workers.length]!;
          return { path: `/api/users/${w.id}/timesheets?startDate=${week}&endDate=${to}`, token: w.token };
        },
      },
      load: { base, connections: CONNECTIONS, seconds: SECONDS },
      week: { from: week, to },
    });
    await pool.end();
    await database.close();
    console.log(`\n${HEADER}\n${measures.map(row).join('\n')}\n\nHTTP / bare:\n${ratios.join('\n')}`);
  } else {
    let t = performance.now();
    const world = await seedLarge(database.db);
    console.log(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    child = await startServer(url, base);

    const week = mondayOf(addDays(todayIn('Australia/Sydney'), -7));
    const weekEnd = addDays(week, 6);
    const pick = (i: number) => world.workers[i % world.workers.length]!;
    let n = 0;
    let day = 0;
    const createBodyOf = (i: number) => {
      const project = world.projects[i % world.projects.length]!;
      return { project, body: createBody(project, day++) };
    };

    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const bare = bareStatements(database.db);
    const load = { connections: CONNECTIONS, seconds: SECONDS };
    const weekView = (name: string) => ({
      name,
      method: 'GET' as const,
      next: () => {
        const w = pick(n++);
        return { path: `/api/users/${w.id}/timesheets?startDate=${week}&endDate=${weekEnd}`, token: w.token };
      },
    });
    const results: Measure[] = [];
    results.push(await httpLoad(base, weekView('week view (HTTP)'), load));
    results.push(
      await loop('week view (bare SQL)', CONNECTIONS, SECONDS, (i) =>
        bareWeek(pool, bare, world, pick(i), week, weekEnd),
      ),
    );
    results.push(
      await httpLoad(
        base,
        {
          name: 'create docket, 3 items (HTTP)',
          method: 'POST',
          next: () => {
            const i = n++;
            return { path: '/api/timesheets', token: pick(i).token, body: createBodyOf(i).body };
          },
        },
        load,
      ),
    );
    results.push(
      await loop('create docket, 3 items (bare SQL)', CONNECTIONS, SECONDS, (i) => {
        const { project, body } = createBodyOf(i);
        return bareCreate(pool, bare, world, pick(i), project, body.date);
      }),
    );
    // The target as stated: latency while 2,000 week views a second are offered, evenly spaced.
    const paced = { rate: TARGET_RATE, seconds: SECONDS, sockets: 64 };
    const offered = await pacedLoad(
      base,
      weekView(`week view at ${TARGET_RATE} req/s offered (HTTP)`),
      paced,
    );

    // The same two without the read cache: every week view runs its statement (what a week costs
    // when it has just changed, or when it is read for the first time).
    await stopServer(child);
    child = await startServer(url, base, { READ_CACHE_ENTRIES: '0' });
    const cold = [
      await httpLoad(base, weekView('week view, no read cache (HTTP)'), load),
      await pacedLoad(
        base,
        weekView(`week view, no read cache, at ${TARGET_RATE} req/s offered (HTTP)`),
        paced,
      ),
    ];
    await pool.end();

    t = performance.now();
    const signed = await signDockets(database.db, world, 2000);
    const office = await createUser(database.db, { companyId: world.companyId, role: 'office' });
    const officeToken = await createSession(database.db, office, {});
    // A fresh server for the export, so its memory is the export's and not the load tests' heap.
    await stopServer(child);
    child = await startServer(url, base);
    const pdf = await pdfRate(database.db, world, signed, 5);
    const before = peakMb(child.pid!);
    const zip = await zipExport(base, world.admin.token, signed.slice(0, 1000));
    const after = peakMb(child.pid!);
    // /api/health while 2,000 dockets are exported: two exports of 1,000 (the bound per request) at once.
    const exporting = await healthDuringExports(base, [
      { token: world.admin.token, ids: signed.slice(0, 1000) },
      { token: officeToken, ids: signed.slice(1000, 2000) },
    ]);
    // Invoicing on a fresh server: one 200-docket invoice PDF, then the table's p99 on the large company.
    await stopServer(child);
    child = await startServer(url, base);
    // The PDF first, so the server's peak memory is the invoice's and not the table load's.
    const invoicePdf = await invoicePdfBench(database.db, base, child.pid!);
    const invoicing = await invoiceDocketsBench(database.db, world, base, INVOICING_LOAD);
    await stopServer(child);
    child = undefined;
    // The reports over the same company, its invoicing now seeded.
    await seedBudgets(database.db, world);
    const reports = await reportsRun(url, base, world);
    child = await startServer(url, base);
    const mixed = await mixedRun(database.db, base);
    await database.close();
    await stopServer(child);
    child = undefined;
    const uploads = await uploadsRun(base, url);
    const pages = await pagesRun(url, base, world.workers[0]!.token);

    const ratio = (a: Measure, b: Measure) => (a.rps / b.rps).toFixed(2);
    console.log(`\n${HEADER}\n${[...results, offered, ...cold].map(row).join('\n')}`);
    console.log(
      `\nHTTP / bare throughput: week view ${ratio(results[0]!, results[1]!)} (no read cache: ${ratio(cold[0]!, results[1]!)}), create ${ratio(results[2]!, results[3]!)}`,
    );
    console.log(
      `PDF: ${pdf.pdfs} in ${pdf.seconds.toFixed(1)} s on one core = ${pdf.perSecond.toFixed(0)} PDFs/s (${(pdf.averageBytes / 1024).toFixed(1)} KB each)`,
    );
    console.log(
      `ZIP of 1000 dockets: status ${zip.status}, ${zip.seconds.toFixed(2)} s, ${zip.megabytes.toFixed(1)} MB; server peak RSS ${before.toFixed(0)} MB at start, ${after.toFixed(0)} MB after the export`,
    );
    console.log(healthLine('During a 2,000-docket export', exporting));
    console.log(`\n${HEADER}\n${invoicing.map(row).join('\n')}\n${invoicePdfLine(invoicePdf)}`);
    console.log(`\n${reportsLines(reports)}`);
    console.log(`\n${HEADER}\n${mixed.map(row).join('\n')}`);
    console.log(`\n${uploads}`);
    console.log(`\n${pages}`);
  }
} finally {
  if (child) await stopServer(child);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
