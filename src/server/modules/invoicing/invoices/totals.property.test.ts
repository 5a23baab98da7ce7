import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReplyOf } from '../../../../shared/api/reply';
import { sumMoney } from '../../../../shared/dockets/docket-math';
import { body, caller, type TestApp } from '../../../../../tests/support/app';
import { invoicingApp, type InvoicingCompany } from '../../../../../tests/support/invoices';

/**
 * Issue 13: for any set of dockets, the invoice's total equals the sum of the dockets' totals shown
 * on /invoices (GET invoice-dockets), to the cent — and so do its subtotal and GST.
 */
type Rows = ReplyOf<'GET /api/companies/:companyId/invoice-dockets'>;
type Invoice = ReplyOf<'POST /api/companies/:companyId/invoices'>;

let t: TestApp;
let co: InvoicingCompany;
invoicingApp((app, [a]) => ([t, co] = [app, a!]), 1);
const call = caller(() => t);

const clock = fc
  .integer({ min: 0, max: 1439 })
  .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => (c / 100).toFixed(2));
const taxRate = fc.constantFrom('0.00', '10.00', '12.50', '7.25', '100.00');
const timeItem = fc.record({
  name: fc.constantFrom('Labourer', 'Leading hand', 'Operator'),
  unit: fc.constant('hr'),
  entryType: fc.constant('time' as const),
  startTime: clock,
  endTime: clock,
  breakMinutes: fc.integer({ min: 0, max: 120 }),
  rate: cents(30_000),
  taxRate,
});
const quantityItem = fc.record({
  name: fc.constantFrom('Excavator 5t', 'Tip fees', 'Kerb'),
  unit: fc.constantFrom('hr', 'load', 'm'),
  entryType: fc.constant('qty' as const),
  quantity: cents(99_999),
  rate: cents(999_999),
  taxRate,
});
const docketArb = fc.array(fc.oneof(timeItem, quantityItem), { minLength: 1, maxLength: 4 });

describe('an invoice totals its dockets to the cent', () => {
  it('equals the sum of the totals /invoices shows, for any dockets', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(docketArb, { minLength: 1, maxLength: 4 }), async (itemsPerDocket) => {
        const made = [];
        for (const lineItems of itemsPerDocket) made.push(await co.docket({ lineItems }));
        const ids = new Set(made.map((d) => d.id));
        const url = `/api/companies/${co.team.company.id}/invoice-dockets?invoice=for-invoice&limit=100`;
        const rows = body<Rows>(await call('GET', url, co.team.office)).dockets.filter((r) => ids.has(r.id));
        expect(rows).toHaveLength(ids.size);

        const res = await call('POST', `/api/companies/${co.team.company.id}/invoices`, co.team.office, {
          timesheetIds: [...ids],
        });
        expect(res.statusCode).toBe(201);
        const invoice = body<Invoice>(res);
        expect({ subtotal: invoice.subtotal, gst: invoice.gst, total: invoice.total }).toEqual({
          subtotal: sumMoney(rows.map((r) => r.subtotal)),
          gst: sumMoney(rows.map((r) => r.gst)),
          total: sumMoney(rows.map((r) => r.total)),
        });
        expect(sumMoney(invoice.lines.map((l) => l.lineAmount))).toBe(invoice.subtotal);
      }),
      { numRuns: 30 },
    );
  });
});
