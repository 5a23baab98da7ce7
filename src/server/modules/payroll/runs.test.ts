import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { XeroSimulator } from '../../../../simulators/xero/server';
import { body } from '../../../../tests/support/app';
import { client } from '../../../../tests/support/client';
import { freshDatabase } from '../../../../tests/support/database';
import { companyWithTeam } from '../../../../tests/support/people';
import { connectCompany, simulatedXero, simulatorEnv } from '../../../../tests/support/xero';
import { addDays } from '../../../shared/dates';
import type { ReplyOf } from '../../../shared/api/reply';
import { PAYROLL_MSG } from '../../../shared/payroll/schemas';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import type { Database } from '../../db/client';
import { createDocket, createUser } from '../../db/factories';
import {
  employeeMappings,
  payrollCalendars,
  payrollRunItems,
  payrollRuns,
  xeroApiLogs,
} from '../../db/schema';
import type { TypedApp } from '../../http/module';
import { unpaced, type XeroPacer } from '../../integrations/xero/pacer';
import type { XeroClientSettings } from '../../integrations/xero/settings';
import { createTokenCipher } from '../../integrations/xero/token-crypto';
import type { JobQueueSettings } from '../../jobs/queue';
import { writePayrollSettings } from './company-payroll';
import { giveUpPayrollRun, RUN_GAVE_UP_MESSAGE, RUN_IN_PROGRESS_MESSAGE } from './runs';

/**
 * The whole period as a durable background job (issue 15), against the simulated Xero: each mapped
 * employee sent once, progress readable while it runs, a run cut off mid-way finished by the next
 * app on the same database without sending anyone twice or skipping anyone, Xero's 429 waited out.
 */

/** Short timings: a stopped job is retried within a second or two. */
const FAST: Partial<JobQueueSettings> = {
  pollingIntervalSeconds: 0.5,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 1,
  stopTimeoutMs: 300,
};

const msOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A pacer that can hold calls back: `hold()` makes the next calls wait until `release()`. */
function gate(): XeroPacer & { hold(): void; release(): void; turns: number } {
  let waiting: Promise<void> | null = null;
  let open = () => {};
  const pacer = {
    turns: 0,
    async turn() {
      pacer.turns += 1;
      if (waiting) await waiting;
    },
    hold() {
      waiting = new Promise<void>((resolve) => (open = resolve));
    },
    release() {
      waiting = null;
      open();
    },
  };
  return pacer;
}

/**
 * A pacer whose app dies at its `at`-th call (before the call): the call waits until `kill()`,
 * then fails as a dead process's would never return (in one test process, the abandoned job must
 * still let go of what it holds).
 */
function dies(at: number, before?: (turn: number) => void) {
  let turns = 0;
  let kill = () => {};
  const killed = new Promise<void>((resolve) => (kill = resolve));
  const pacer: XeroPacer = {
    async turn() {
      turns += 1;
      before?.(turns);
      if (turns >= at) {
        await killed;
        throw new Error('the process died here');
      }
    },
  };
  return { pacer, kill };
}

/** A simulated Xero, one database, and the apps built on it (a restart is a second app). */
function world(simClock?: () => number, limits?: { perMinute: number }) {
  const key = randomBytes(32);
  const w = {
    sim: undefined as unknown as XeroSimulator,
    settings: undefined as unknown as XeroClientSettings,
    database: undefined as unknown as Database,
    config: undefined as unknown as Config,
    apps: [] as TypedApp[],
    cipher: createTokenCipher(key),
    weeksBack: 0,
    /** A new app on the same database, its jobs started. */
    async start(pacer: XeroPacer = unpaced) {
      const app = await buildApp({ config: w.config, database: w.database, jobs: FAST, xeroPacer: pacer });
      await app.ready();
      w.apps.push(app);
      return app;
    },
  };
  beforeAll(async () => {
    const simulated = await simulatedXero({
      ...(simClock ? { clock: simClock } : {}),
      ...(limits ? { limits } : {}),
    });
    w.sim = simulated.sim;
    w.settings = simulated.settings;
    w.database = await freshDatabase();
    w.config = loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      APP_URL: 'http://sitedockets.test',
      TOKEN_ENCRYPTION_KEY: key.toString('hex'),
      ...simulatorEnv(w.sim),
    });
    // A third employee on the weekly calendar, beside the demo organisation's two.
    const payroll = w.sim.context.store.books.get(w.sim.tenantId)!.payroll;
    const weekly = payroll.calendars.find((c) => c.CalendarType === 'WEEKLY')!;
    const model = payroll.employees.find((e) => e.PayrollCalendarID === weekly.PayrollCalendarID)!;
    payroll.employees.push({ ...model, EmployeeID: randomUUID(), FirstName: 'Casey', LastName: 'Third' });
  });
  afterAll(async () => {
    // Apps a test closed already close again as a no-op.
    for (const app of w.apps) await app.close().catch(() => {});
    await w.database?.close();
    await w.sim?.close();
  });
  return w;
}

type World = ReturnType<typeof world>;

/**
 * A company connected to the simulator, its Weekly calendar active, rates chosen, three workers
 * mapped to the three weekly employees each with a docket in the period (8, 9 and 10 hours), and a
 * fourth mapped worker without dockets. Each company gets a week of its own (Xero holds one
 * timesheet per employee and period).
 */
async function payrollCompany(w: World) {
  const db = w.database.db;
  const team = await companyWithTeam(db);
  const companyId = team.company.id;
  await connectCompany(db, w.cipher, w.settings, companyId);
  const payroll = w.sim.context.store.books.get(w.sim.tenantId)!.payroll;
  const weekly = payroll.calendars.find((c) => c.CalendarType === 'WEEKLY')!;
  const fortnightly = payroll.calendars.find((c) => c.CalendarType === 'FORTNIGHTLY')!;
  const employees = payroll.employees.filter((e) => e.PayrollCalendarID === weekly.PayrollCalendarID);
  const idle = payroll.employees.find((e) => e.PayrollCalendarID === fortnightly.PayrollCalendarID)!;
  const ordinary = payroll.earningsRates.find((r) => r.Name === 'Ordinary Hours')!;
  const overtime = payroll.earningsRates.find((r) => r.Name === 'Overtime Hours (x1.5)')!;
  const anchor = isoOf(weekly.startDate);
  await db.insert(payrollCalendars).values({
    companyId,
    xeroCalendarId: weekly.PayrollCalendarID,
    name: weekly.Name,
    calendarType: 'WEEKLY',
    periodStartDate: anchor,
    paymentDate: addDays(anchor, 9),
    isActive: true,
  });
  await writePayrollSettings(db, companyId, {
    ordinaryHoursEarningsRateId: ordinary.EarningsRateID,
    ordinaryHoursEarningsRateName: ordinary.Name,
    overtimeHoursEarningsRateId: overtime.EarningsRateID,
    overtimeHoursEarningsRateName: overtime.Name,
  });
  w.weeksBack += 1;
  const start = addDays(anchor, -7 * w.weeksBack);
  const period = { start, end: addDays(start, 6) };
  // Named so the run's order (last name, first name) is the order here.
  const workers: (Awaited<ReturnType<typeof createUser>> & { employeeId: string })[] = [];
  for (const [i, employee] of employees.slice(0, 3).entries()) {
    const worker = await createUser(db, { companyId, firstName: 'Worker', lastName: `${i + 1}` });
    await db
      .insert(employeeMappings)
      .values({ companyId, userId: worker.id, xeroEmployeeId: employee.EmployeeID });
    await createDocket(db, {
      companyId,
      workerId: worker.id,
      date: addDays(start, 1),
      status: 'approved',
      startTime: '07:00',
      endTime: `${15 + i}:00`,
    });
    workers.push({ ...worker, employeeId: employee.EmployeeID });
  }
  const noHours = await createUser(db, { companyId, firstName: 'Worker', lastName: '4' });
  await db
    .insert(employeeMappings)
    .values({ companyId, userId: noHours.id, xeroEmployeeId: idle.EmployeeID });
  // Not mapped: not part of the run.
  await createDocket(db, {
    companyId,
    workerId: team.worker.id,
    date: addDays(start, 2),
    status: 'approved',
    startTime: '07:00',
    endTime: '15:00',
  });

  const timesheets = () =>
    w.sim.context.store.books
      .get(w.sim.tenantId)!
      .payroll.timesheets.filter(
        (ts) => ts.startDate === msOf(period.start) && workers.some((x) => x.employeeId === ts.EmployeeID),
      );
  const calls = async (operation: string) =>
    (
      await db
        .select({ status: xeroApiLogs.responseStatus })
        .from(xeroApiLogs)
        .where(and(eq(xeroApiLogs.companyId, companyId), eq(xeroApiLogs.operation, operation)))
        .orderBy(asc(xeroApiLogs.id))
    ).map((row) => row.status);
  return { team, companyId, period, workers, noHours, timesheets, calls };
}
type Company = Awaited<ReturnType<typeof payrollCompany>>;
type PayrollRun = ReplyOf<'GET /api/companies/:companyId/payroll/runs/:runId'>;

/** The typed client on one of the world's apps (the client reads only the app of a test app). */
const on = (app: TypedApp) => client(() => ({ app }));
const runsOf = (co: Company) => ({ params: { companyId: co.companyId } });

const start = (app: TypedApp, co: Company, headers: Record<string, string> = {}) =>
  on(app)('POST /api/companies/:companyId/payroll/runs', co.team.office, {
    ...runsOf(co),
    headers,
    body: { startDate: co.period.start, endDate: co.period.end, overtimeThreshold: 8 },
  });

const runOf = (app: TypedApp, co: Company, runId: number, who = co.team.admin) =>
  on(app)('GET /api/companies/:companyId/payroll/runs/:runId', who, {
    params: { companyId: co.companyId, runId },
  });

const read = async (app: TypedApp, co: Company, runId: number) => {
  const res = await runOf(app, co, runId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Reads the run until `done` says so (20 s at most). */
const until = (app: TypedApp, co: Company, runId: number, done: (run: PayrollRun) => boolean) =>
  vi.waitFor(
    async () => {
      const run = await read(app, co, runId);
      if (!done(run)) throw new Error(`run ${runId} never got there: ${JSON.stringify(run)}`);
      return run;
    },
    { timeout: 20_000, interval: 100 },
  );

const statuses = (run: PayrollRun) => run.items.map((item) => item.status);

describe('the whole period as a background job', () => {
  const w = world();

  it('sends each mapped employee once, in order, with its progress readable while it runs', async () => {
    const pacer = gate();
    const app = await w.start(pacer);
    const co = await payrollCompany(w);
    pacer.hold();

    const res = await start(app, co);
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json();
    expect(started).toMatchObject({
      startDate: co.period.start,
      endDate: co.period.end,
      overtimeThreshold: 8,
      status: 'queued',
      total: 4,
      finished: 1,
    });
    expect(started.items.map((i) => [i.workerName, i.status, i.message])).toEqual([
      ['Worker 1', 'queued', null],
      ['Worker 2', 'queued', null],
      ['Worker 3', 'queued', null],
      ['Worker 4', 'skipped', PAYROLL_MSG.noHours],
    ]);

    // The first call waits at the pacer: the run is running, its first employee being sent.
    const sending = await until(app, co, started.id, (run) => run.items[0]!.status === 'sending');
    expect(sending.status).toBe('running');
    expect(statuses(sending)).toEqual(['sending', 'queued', 'queued', 'skipped']);
    // A second start of the period meanwhile is refused.
    const again = await start(app, co);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ message: RUN_IN_PROGRESS_MESSAGE, runId: started.id });

    pacer.release();
    const done = await until(app, co, started.id, (run) => run.status === 'done');
    expect(done.finished).toBe(4);
    expect(done.items.map((i) => [i.status, i.message, i.totalHours])).toEqual([
      ['sent', PAYROLL_MSG.sent, '8.00'],
      ['sent', PAYROLL_MSG.sent, '9.00'],
      ['sent', PAYROLL_MSG.sent, '10.00'],
      ['skipped', PAYROLL_MSG.noHours, null],
    ]);
    const held = co.timesheets();
    expect(held).toHaveLength(3);
    expect(done.items.slice(0, 3).map((i) => i.xeroTimesheetId)).toEqual(
      co.workers.map((x) => held.find((ts) => ts.EmployeeID === x.employeeId)!.TimesheetID),
    );
    expect(await co.calls('createTimesheet')).toEqual([200, 200, 200]);

    // The latest run of the period is this one; another period has none.
    const latestOf = (startDate: string, endDate: string) =>
      on(app)('GET /api/companies/:companyId/payroll/runs', co.team.office, {
        ...runsOf(co),
        query: { startDate, endDate },
      });
    const latest = await latestOf(co.period.start, co.period.end);
    expect(latest.json().run).toEqual(JSON.parse(JSON.stringify(done)));
    const none = await latestOf(addDays(co.period.start, 7), addDays(co.period.end, 7));
    expect(none.json()).toEqual({ run: null });
    await app.close();
  });

  it('finishes a run cut off mid-way on the next app: nobody sent twice, nobody skipped', async () => {
    // The first app stops at its second call to Xero, after the second employee was marked
    // 'sending' (a process killed there); the app is closed under it.
    const { pacer, kill } = dies(2);
    const first = await w.start(pacer);
    const co = await payrollCompany(w);
    const res = await start(first, co);
    expect(res.statusCode, res.body).toBe(201);
    const runId = res.json().id;
    const cut = await until(first, co, runId, (run) => run.items[1]!.status === 'sending');
    expect(statuses(cut)).toEqual(['sent', 'sending', 'queued', 'skipped']);
    await first.close();
    kill();

    const second = await w.start();
    const done = await until(second, co, runId, (run) => run.status === 'done');
    expect(statuses(done)).toEqual(['sent', 'sent', 'sent', 'skipped']);
    expect(co.timesheets()).toHaveLength(3);
    expect(new Set(co.timesheets().map((ts) => ts.EmployeeID)).size).toBe(3);
    // One create per employee; the second was looked up in Xero first (it had been 'sending').
    expect(await co.calls('createTimesheet')).toEqual([200, 200, 200]);
    expect(await co.calls('getTimesheets')).toEqual([200]);
    await second.close();
  });

  it('finishes a run cut off after Xero took a timesheet but before its reply: looked up, not sent again', async () => {
    // The second call (the second employee's) reaches Xero, but its reply is lost; the app dies as
    // the client repeats it.
    const { pacer, kill } = dies(3, (turn) => {
      if (turn === 2) w.sim.context.faults.add({ kind: 'drop', target: 'api', remaining: 1, delayMs: 0 });
    });
    const first = await w.start(pacer);
    const co = await payrollCompany(w);
    const res = await start(first, co);
    const runId = res.json().id;
    await until(first, co, runId, () => co.timesheets().length === 2);
    await first.close();
    kill();
    const taken = co.timesheets().find((ts) => ts.EmployeeID === co.workers[1]!.employeeId)!;

    const second = await w.start();
    const done = await until(second, co, runId, (run) => run.status === 'done');
    expect(statuses(done)).toEqual(['sent', 'sent', 'sent', 'skipped']);
    expect(done.items[1]!.xeroTimesheetId).toBe(taken.TimesheetID);
    expect(co.timesheets()).toHaveLength(3);
    expect(new Set(co.timesheets().map((ts) => ts.EmployeeID)).size).toBe(3);
    // The lost create, then on the next app: the lookup, and the repeat under the same
    // Idempotency-Key that Xero answers with its first reply (no second timesheet).
    expect(await co.calls('createTimesheet')).toEqual([200, null, 200]);
    expect(await co.calls('getTimesheets')).toEqual([200]);
    expect(await co.calls('updateTimesheet')).toEqual([200]);
    await second.close();
  });

  it("shows a run to its company only, and replays an Idempotency-Key's start", async () => {
    const app = await w.start();
    const co = await payrollCompany(w);
    const headers = { 'idempotency-key': `run-${co.companyId}` };
    const res = await start(app, co, headers);
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json();
    const replay = await start(app, co, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(run.id);
    await until(app, co, run.id, (r) => r.status === 'done');
    expect(co.timesheets()).toHaveLength(3);

    const other = await companyWithTeam(w.database.db);
    const theirs = await on(app)('GET /api/companies/:companyId/payroll/runs/:runId', other.admin, {
      params: { companyId: other.company.id, runId: run.id },
    });
    expect(theirs.statusCode).toBe(404);
    const ours = await runOf(app, co, run.id, other.admin);
    expect(ours.statusCode).toBe(404);
    await app.close();
  });

  it('ends a run whose job ran out of attempts: its unfinished employees failed, the rest kept', async () => {
    const app = await w.start();
    const co = await payrollCompany(w);
    const db = w.database.db;
    const [run] = await db
      .insert(payrollRuns)
      .values({
        companyId: co.companyId,
        periodStart: co.period.start,
        periodEnd: co.period.end,
        overtimeThreshold: 8,
        status: 'running',
      })
      .returning();
    const states = ['sent', 'sending', 'queued', 'skipped'] as const;
    await db.insert(payrollRunItems).values(
      [...co.workers, co.noHours].map((worker, i) => ({
        runId: run!.id,
        companyId: co.companyId,
        userId: worker.id,
        status: states[i]!,
      })),
    );
    await giveUpPayrollRun(db, run!.id);
    const ended = await read(app, co, run!.id);
    expect(ended.status).toBe('done');
    expect(ended.items.map((i) => [i.status, i.message, i.code])).toEqual([
      ['sent', null, null],
      ['failed', RUN_GAVE_UP_MESSAGE, 'XERO_SUBMISSION_FAILED'],
      ['failed', RUN_GAVE_UP_MESSAGE, 'XERO_SUBMISSION_FAILED'],
      ['skipped', null, null],
    ]);
    await app.close();
  });

  it('refuses what would fail every employee: a period that is not a pay period', async () => {
    const app = await w.start();
    const co = await payrollCompany(w);
    const res = await on(app)('POST /api/companies/:companyId/payroll/runs', co.team.admin, {
      ...runsOf(co),
      body: {
        startDate: addDays(co.period.start, 1),
        endDate: addDays(co.period.end, 1),
        overtimeThreshold: 8,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).code).toBe('PAY_PERIOD_MISMATCH');
    await app.close();
  });
});

describe("Xero's limit", () => {
  // The simulator allows 2 calls a minute here; its clock jumps 59 s before the third call, so the
  // 429 it answers asks for a wait of one second, which the client waits out.
  let offset = 0;
  const w = world(() => Date.now() + offset, { perMinute: 2 });

  it('waits a 429 out and sends everyone', async () => {
    let turns = 0;
    const jumpy: XeroPacer = {
      turn: async () => {
        if (++turns === 3) offset += 59_000;
      },
    };
    const app = await w.start(jumpy);
    const co = await payrollCompany(w);
    const res = await start(app, co);
    expect(res.statusCode, res.body).toBe(201);
    const done = await until(app, co, res.json().id, (run) => run.status === 'done');
    expect(statuses(done)).toEqual(['sent', 'sent', 'sent', 'skipped']);
    expect(co.timesheets()).toHaveLength(3);
    expect(await co.calls('createTimesheet')).toEqual([200, 200, 429, 200]);
    await app.close();
  });
});
