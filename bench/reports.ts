import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { addDays, todayIn } from '../src/shared/dates';
import { REPORT_IDS, type ReportId } from '../src/shared/reports/reports';
import { pacedLoad } from './paced';
import type { LargeWorld } from './seed-large';
import { HEADER, row, type Measure } from './stats';

/** An office reads reports now and then: 10 a second offered is a busy office floor, not a worker's week view. */
export const REPORTS_LOAD = { rate: 10, seconds: Number(process.env.BENCH_SECONDS ?? 10), sockets: 8 };

/** The target of issue 26: each report over the large company's whole year, p99 ≤ 300 ms. */
export const REPORTS_P99_MS = 300;

/**
 * Gives every other project of the large company budgets (hours and/or value ex GST) sized against
 * what a year uses (about 44,200 hours and $6.46M ex GST a project): one under 80 %, two past 80 %,
 * one past 100 %, one far under, so the Budgets report has rows, both flags and a burn line. Call
 * after seedInvoicing (bench/invoices.ts): a client, every third docket invoiced.
 */
export async function seedBudgets(db: Db, world: LargeWorld) {
  await db.execute(sql`
    with ranked as (select id, row_number() over (order by id) as n from projects where company_id = ${world.companyId}),
    budgets(n, hours, value) as (values (1, 60000, null), (3, 52000, 9000000), (5, 40000, null),
      (7, null, 7000000), (9, 80000, 20000000))
    update projects p set budget_hours = b.hours, budget_value = b.value
    from ranked r join budgets b on b.n = r.n where p.id = r.id`);
}

/** The whole past year, the large company's history (seed-large: every weekday up to yesterday). */
export function wholeYear(): { from: string; to: string } {
  const to = addDays(todayIn('Australia/Sydney'), -1);
  return { from: addDays(to, -364), to };
}

export type ReportsBench = { label: string; cold: { report: ReportId; ms: number }[]; measures: Measure[] };

/**
 * Each report over the large company's whole year as its admin: first the very first request of each
 * (on a server just started: no plan, no cache, the statement's pages perhaps not in memory), then
 * each offered at 10 requests a second evenly (bench/paced.ts, after its warm-up), p50 and p99.
 */
export async function measureReports(world: LargeWorld, base: string, label: string): Promise<ReportsBench> {
  const { from, to } = wholeYear();
  const path = (report: ReportId) =>
    `/api/companies/${world.companyId}/reports/${report}?from=${from}&to=${to}`;
  const token = world.admin.token;
  const cold: ReportsBench['cold'] = [];
  for (const report of REPORT_IDS) {
    const t = performance.now();
    const res = await fetch(`${base}${path(report)}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${report}: ${res.status}`);
    cold.push({ report, ms: performance.now() - t });
  }
  const measures: Measure[] = [];
  for (const report of REPORT_IDS)
    measures.push(
      await pacedLoad(
        base,
        {
          name: `${report}, a year, ${REPORTS_LOAD.rate} req/s offered, ${label}`,
          method: 'GET',
          next: () => ({ path: path(report), token }),
        },
        REPORTS_LOAD,
      ),
    );
  return { label, cold, measures };
}

/** The runs as the bench prints them: the first requests, then the paced table. */
export function reportsLines(runs: ReportsBench[]): string {
  const cold = runs.map(
    (r) =>
      `Reports, first request on a fresh server (${r.label}): ${r.cold.map((c) => `${c.report} ${c.ms.toFixed(0)} ms`).join(', ')}`,
  );
  const measures = runs.flatMap((r) => r.measures);
  const over = measures.filter((m) => m.p99 > REPORTS_P99_MS).map((m) => m.name);
  return [
    `${HEADER}\n${measures.map(row).join('\n')}`,
    ...cold,
    over.length
      ? `Reports over p99 ${REPORTS_P99_MS} ms: ${over.join('; ')}`
      : `Reports: every p99 ≤ ${REPORTS_P99_MS} ms`,
  ].join('\n');
}
