import { stringify } from 'csv-stringify/sync';
import type { Db, Tx } from '../../db/client';
import { type PayPeriod, payrollDays, payrollTotals } from '../../../shared/payroll/hours';
import { safeCell } from '../../integrations/csv/safe-cell';
import { readPayrollSettings } from './company-payroll';
import { countedDockets } from './counted-dockets';

const COLUMNS = ['Employee', 'Date', 'Ordinary Hours', 'Overtime Hours', 'Total Hours'] as const;

export const payrollCsvFileName = (period: PayPeriod) => `payroll-${period.start}-to-${period.end}.csv`;

/**
 * The period for payroll outside Xero (002 §2 'Export CSV'): the payroll view's hours exactly (the
 * counted dockets with Count on Timesheet on, split per day at the threshold, days rounded then
 * summed), one row per employee and day worked, then the employee's 'Total' row. Employees by name;
 * a name a spreadsheet would read as a formula is defused like the invoice CSV's.
 */
export async function payrollCsv(
  db: Db | Tx,
  companyId: number,
  q: { start: string; end: string; overtimeThreshold?: number | undefined },
): Promise<{ fileName: string; csv: string }> {
  const period = { start: q.start, end: q.end };
  const threshold = q.overtimeThreshold ?? (await readPayrollSettings(db, companyId)).overtimeThresholdHours;
  const dockets = await countedDockets(db, companyId, { ...period, countOnTimesheetOnly: true });
  const workers = new Map<number, { name: string; dockets: typeof dockets }>();
  for (const docket of dockets) {
    const worker = workers.get(docket.userId) ?? { name: docket.workerName, dockets: [] };
    worker.dockets.push(docket);
    workers.set(docket.userId, worker);
  }
  const byName = [...workers.entries()].sort(
    ([idA, a], [idB, b]) => a.name.localeCompare(b.name, 'en') || idA - idB,
  );
  const rows: string[][] = [];
  for (const [, worker] of byName) {
    const days = payrollDays(worker.dockets, period, threshold);
    for (const day of days) {
      if (day.workedMinutes === 0) continue;
      rows.push([worker.name, day.date, day.ordinary, day.overtime, day.total]);
    }
    const totals = payrollTotals(days);
    rows.push([worker.name, 'Total', totals.ordinary, totals.overtime, totals.total]);
  }
  const csv = stringify([[...COLUMNS], ...rows.map((row) => row.map(safeCell))], {
    record_delimiter: 'windows',
  });
  return { fileName: payrollCsvFileName(period), csv };
}
