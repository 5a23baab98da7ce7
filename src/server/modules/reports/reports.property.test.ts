import fc from 'fast-check';
import { centsArb, clockArb } from '../../../../tests/support/arbitraries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { client } from '../../../../tests/support/client';
import { companyWithTeam, signedIn } from '../../../../tests/support/people';
import { addDays } from '../../../shared/dates';
import { sumMoney } from '../../../shared/dockets/docket-math';
import { payrollSheets, payrollTotals } from '../../../shared/payroll/hours';
import { createClient, createDocket, createProject } from '../../db/factories';

/**
 * Issue 26 'Exact': for any set of dockets, Work by project's invoiced and not-invoiced columns (and
 * Clients' totals) equal the sums of the /invoices table's rows for the same dockets to the cent, and
 * Labour by worker's hours equal the payroll view's for the same period to the hundredth.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = client(() => t);

const PERIOD = { start: '2026-10-05', end: '2026-10-18' };
const clock = clockArb;
const cents = centsArb;
const taxRate = fc.constantFrom('0.00', '10.00', '12.50');
const timeItem = fc.record({
  name: fc.constantFrom('Labourer', 'Operator'),
  unit: fc.constant('hr'),
  entryType: fc.constant('time' as const),
  startTime: clock,
  endTime: clock,
  breakMinutes: fc.integer({ min: 0, max: 120 }),
  rate: cents(30_000),
  taxRate,
});
const quantityItem = fc.record({
  name: fc.constantFrom('Tip fees', 'Kerb'),
  unit: fc.constantFrom('load', 'm'),
  entryType: fc.constant('qty' as const),
  quantity: cents(99_999),
  rate: cents(999_999),
  taxRate,
});
const docketArb = fc.record({
  worker: fc.integer({ min: 0, max: 1 }),
  day: fc.integer({ min: 0, max: 13 }),
  project: fc.integer({ min: 0, max: 1 }),
  billable: fc.boolean(),
  status: fc.constantFrom('draft', 'pending_approval', 'approved', 'approved', 'reverted', 'void'),
  invoiced: fc.boolean(),
  countOnTimesheet: fc.boolean(),
  items: fc.array(fc.oneof(timeItem, timeItem, quantityItem), { minLength: 1, maxLength: 4 }),
  span: fc.record({ startTime: clock, endTime: clock, breakMinutes: fc.integer({ min: 0, max: 120 }) }),
});
/** A worker's dockets of one day may not overlap: one docket per worker and day. */
const docketsArb = fc.uniqueArray(docketArb, { maxLength: 10, selector: (d) => `${d.worker}/${d.day}` });

const fixedSums = (rows: { subtotal: string; gst: string; total: string }[]) => ({
  net: sumMoney(rows.map((r) => r.subtotal)),
  gst: sumMoney(rows.map((r) => r.gst)),
  total: sumMoney(rows.map((r) => r.total)),
});

describe("the reports' totals are the invoices' and payroll's", () => {
  it('for random dockets', async () => {
    await fc.assert(
      fc.asyncProperty(docketsArb, fc.constantFrom(0, 4, 8, 10), async (made, threshold) => {
        const team = await companyWithTeam(t.db);
        const companyId = team.company.id;
        const workers = [team.worker, await signedIn(t.db, companyId, 'worker')];
        const acme = await createClient(t.db, { companyId });
        const projects = [
          await createProject(t.db, { companyId, clientId: acme.id }),
          await createProject(t.db, { companyId }),
        ];
        for (const d of made) {
          const approved = d.status === 'approved';
          await createDocket(t.db, {
            companyId,
            workerId: workers[d.worker]!.id,
            date: addDays(PERIOD.start, d.day),
            status: d.status,
            countOnTimesheet: d.countOnTimesheet,
            ...(d.billable
              ? {
                  entryType: 'billable',
                  projectId: projects[d.project]!.id,
                  lineItems: d.items,
                  invoiced: approved && d.invoiced,
                  invoiceNumber: approved && d.invoiced ? 'INV-1' : null,
                }
              : { entryType: 'non-billable', ...d.span }),
          });
        }
        const params = { companyId };
        await call('PATCH /api/companies/:companyId/payroll-preferences', team.admin, {
          params,
          body: { overtimeThresholdHours: threshold },
        });
        const range = { from: PERIOD.start, to: PERIOD.end };
        const read = async (report: 'work-by-project' | 'labour-by-worker' | 'clients') => {
          const res = await call('GET /api/companies/:companyId/reports/:report', team.office, {
            params: { companyId, report },
            query: range,
          });
          expect(res.statusCode, res.body).toBe(200);
          return res.json();
        };
        const invoiceRows = async (invoice: 'invoiced' | 'for-invoice') =>
          (
            await call('GET /api/companies/:companyId/invoice-dockets', team.office, {
              params,
              query: { invoice, limit: 100 },
            })
          ).json().dockets;

        const work = await read('work-by-project');
        const clients = await read('clients');
        if (work.report !== 'work-by-project' || clients.report !== 'clients') throw new Error('report');
        const invoiced = fixedSums(await invoiceRows('invoiced'));
        const notInvoiced = fixedSums(await invoiceRows('for-invoice'));
        const money = ({ net, gst, total }: { net: string; gst: string; total: string }) => ({
          net,
          gst,
          total,
        });
        expect(money(work.totals.byState.invoiced)).toEqual(invoiced);
        expect(money(work.totals.byState.notInvoiced)).toEqual(notInvoiced);
        expect(money(clients.totals.invoiced)).toEqual(invoiced);
        expect(money(clients.totals.notInvoiced)).toEqual(notInvoiced);

        const labour = await read('labour-by-worker');
        if (labour.report !== 'labour-by-worker') throw new Error('report');
        expect(labour.overtimeThreshold).toBe(threshold);
        const completed = await call('GET /api/companies/:companyId/timesheets/completed', team.office, {
          params,
          query: { ...PERIOD, countOnTimesheet: 'true' },
        });
        const sheets = payrollSheets(completed.json().dockets, PERIOD, threshold);
        const payroll = Object.fromEntries(
          [...sheets].map(([userId, days]) => [userId, payrollTotals(days)]),
        );
        const report = Object.fromEntries(
          labour.rows.map((r) => [
            r.workerId,
            { ordinary: r.totals.ordinary, overtime: r.totals.overtime, total: r.totals.total },
          ]),
        );
        expect(report).toEqual(payroll);
      }),
      { numRuns: 25 },
    );
  });
});
