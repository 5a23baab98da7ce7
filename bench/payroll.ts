import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { startXeroSimulator, type XeroSimulator } from '../simulators/xero/server';
import type { Database } from '../src/server/db/client';
import { employeeMappings, payrollCalendars, users, xeroApiLogs } from '../src/server/db/schema';
import { writePayrollSettings } from '../src/server/modules/payroll/company-payroll';
import { XERO_DEFAULT_SCOPES } from '../src/server/integrations/xero/settings';
import { createTokenCipher } from '../src/server/integrations/xero/token-crypto';
import { addDays } from '../src/shared/dates';
import type { PayrollRun } from '../src/shared/payroll/schemas';
import { connectCompany, simulatorEnv } from '../tests/support/xero';
import { seedLarge } from './seed-large';
import { percentile } from './stats';

/**
 * BENCH_ONLY=payroll (issue 15): (1) the payroll view's read of a 14-day period for a company of 500
 * workers, each with a docket every weekday (GET …/timesheets/completed), p50/p99 over sequential
 * requests; (2) the whole-period run of 200 mapped employees against the simulated Xero at its real
 * limit (60 calls a minute per organisation): total time, the calls the simulator counted, and its
 * 429s (none expected: the server paces itself).
 */

export const PAYROLL_VIEW_REQUESTS = Number(process.env.BENCH_PAYROLL_REQUESTS ?? 50);
export const RUN_EMPLOYEES = Number(process.env.BENCH_RUN_EMPLOYEES ?? 200);

export type PayrollBench = {
  view: { workers: number; dockets: number; requests: number; p50: number; p99: number; max: number };
  run: {
    employees: number;
    seconds: number;
    perMinute: number;
    simulatorCalls: number;
    created: number;
    refused429: number;
    statuses: Record<string, number>;
  };
};

/** The simulated Xero for the bench server, at Xero's own limits. */
export async function payrollSimulator(): Promise<{ sim: XeroSimulator; env: Record<string, string> }> {
  const sim = await startXeroSimulator({ port: 0, mode: 'test' });
  return { sim, env: { ...simulatorEnv(sim), XERO_SCOPES: XERO_DEFAULT_SCOPES.join(' ') } };
}

async function get(base: string, path: string, token: string) {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** Seeds both companies (before the server starts). */
export async function seedPayroll(database: Database, sim: XeroSimulator, tokenKey: Buffer) {
  const db = database.db;
  const view = await seedLarge(db, { name: 'Bench Payroll View', workers: 500, days: 14 });
  const run = await seedLarge(db, { name: 'Bench Payroll Run', workers: RUN_EMPLOYEES, days: 14 });

  // The run's company: connected, the simulator's weekly calendar active, rates chosen, every
  // worker mapped to an employee of their own on that calendar.
  const settings = {
    clientId: sim.clientId,
    clientSecret: sim.clientSecret,
    scopes: XERO_DEFAULT_SCOPES,
    loginUrl: sim.baseUrl,
    identityUrl: sim.baseUrl,
    apiUrl: sim.baseUrl,
  };
  await connectCompany(db, createTokenCipher(tokenKey), settings, run.companyId);
  const payroll = sim.context.store.books.get(sim.tenantId)!.payroll;
  const weekly = payroll.calendars.find((c) => c.CalendarType === 'WEEKLY')!;
  const model = payroll.employees.find((e) => e.PayrollCalendarID === weekly.PayrollCalendarID)!;
  const ordinary = payroll.earningsRates.find((r) => r.Name === 'Ordinary Hours')!;
  const overtime = payroll.earningsRates.find((r) => r.Name === 'Overtime Hours (x1.5)')!;
  const anchor = new Date(weekly.startDate).toISOString().slice(0, 10);
  await db.insert(payrollCalendars).values({
    companyId: run.companyId,
    xeroCalendarId: weekly.PayrollCalendarID,
    name: weekly.Name,
    calendarType: 'WEEKLY',
    periodStartDate: anchor,
    paymentDate: addDays(anchor, 9),
    isActive: true,
  });
  await writePayrollSettings(db, run.companyId, {
    ordinaryHoursEarningsRateId: ordinary.EarningsRateID,
    ordinaryHoursEarningsRateName: ordinary.Name,
    overtimeHoursEarningsRateId: overtime.EarningsRateID,
    overtimeHoursEarningsRateName: overtime.Name,
  });
  const workers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, run.companyId), eq(users.role, 'worker')));
  const mappings = workers.map((worker, i) => {
    const employee = {
      ...model,
      EmployeeID: randomUUID(),
      FirstName: 'Bench',
      LastName: `Employee ${i + 1}`,
    };
    payroll.employees.push(employee);
    return { companyId: run.companyId, userId: worker.id, xeroEmployeeId: employee.EmployeeID };
  });
  await db.insert(employeeMappings).values(mappings);
  const [{ n: dockets } = { n: 0 }] = (
    (await db.execute(
      sql`select count(*)::int as n from dockets where company_id = ${view.companyId}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  // The last full week before the calendar's current one: every worker has its weekdays' dockets.
  const period = { start: addDays(anchor, -7), end: addDays(anchor, -1) };
  return { view, run, dockets, period };
}

export async function payrollBench(
  database: Database,
  base: string,
  sim: XeroSimulator,
  seeded: Awaited<ReturnType<typeof seedPayroll>>,
): Promise<PayrollBench> {
  const { view, run, period } = seeded;

  // (1) The payroll view of 14 days for 500 workers: the fortnight the seed filled, to yesterday.
  const end = addDays(new Date().toISOString().slice(0, 10), -1);
  const path = `/api/companies/${view.companyId}/timesheets/completed?start=${addDays(end, -13)}&end=${end}&countOnTimesheet=true`;
  const first = (await get(base, path, view.admin.token)) as { dockets: unknown[] };
  for (let i = 0; i < 5; i++) await get(base, path, view.admin.token);
  const latencies: number[] = [];
  for (let i = 0; i < PAYROLL_VIEW_REQUESTS; i++) {
    const t = performance.now();
    await get(base, path, view.admin.token);
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);

  // (2) The whole period for every mapped employee, paced by the server against Xero's limit.
  const t0 = performance.now();
  const res = await fetch(`${base}/api/companies/${run.companyId}/payroll/runs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${run.admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ startDate: period.start, endDate: period.end, overtimeThreshold: 8 }),
  });
  if (res.status !== 201) throw new Error(`start run: ${res.status} ${await res.text()}`);
  const runId = ((await res.json()) as PayrollRun).id;
  let done: PayrollRun;
  for (;;) {
    done = (await get(
      base,
      `/api/companies/${run.companyId}/payroll/runs/${runId}`,
      run.admin.token,
    )) as PayrollRun;
    if (done.status === 'done') break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const seconds = (performance.now() - t0) / 1000;
  const statuses: Record<string, number> = {};
  for (const item of done.items) statuses[item.status] = (statuses[item.status] ?? 0) + 1;
  const logged = await database.db
    .select({ operation: xeroApiLogs.operation, status: xeroApiLogs.responseStatus })
    .from(xeroApiLogs)
    .where(eq(xeroApiLogs.companyId, run.companyId));
  // The simulator's own count of the calls it let through for the organisation (its rolling record).
  const counted = (sim.context.limiter as unknown as { calls: Map<string, number[]> }).calls.get(
    sim.tenantId,
  );
  return {
    view: {
      workers: 500,
      dockets: first.dockets.length,
      requests: latencies.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1] ?? 0,
    },
    run: {
      employees: done.total,
      seconds,
      perMinute: ((counted?.length ?? 0) / seconds) * 60,
      simulatorCalls: counted?.length ?? 0,
      created: logged.filter((l) => l.operation === 'createTimesheet' && l.status === 200).length,
      refused429: logged.filter((l) => l.status === 429).length,
      statuses,
    },
  };
}

export function payrollLines(b: PayrollBench): string {
  const { view, run } = b;
  return [
    `payroll view, 14 days × ${view.workers} workers (${view.dockets} dockets): ${view.requests} requests, p50 ${view.p50.toFixed(1)} ms, p99 ${view.p99.toFixed(1)} ms, max ${view.max.toFixed(1)} ms`,
    `whole-period run, ${run.employees} employees: ${run.seconds.toFixed(1)} s, ${run.simulatorCalls} calls counted by the simulator (${run.perMinute.toFixed(1)}/min), ${run.created} timesheets created, ${run.refused429} answered 429; items ${JSON.stringify(run.statuses)}`,
  ].join('\n');
}
