import fc from 'fast-check';
import { centsArb, clockArb } from '../../../../../tests/support/arbitraries';
import { describe, expect, it } from 'vitest';
import { sumMoney } from '../../../../shared/dockets/docket-math';
import type { TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { invoicingApp, type InvoicingCompany } from '../../../../../tests/support/invoices';

/**
 * Issue 13: for any set of dockets, the invoice's total equals the sum of the dockets' totals shown
 * on /invoices (GET invoice-dockets), to the cent — and so do its subtotal and GST.
 */

let t: TestApp;
let co: InvoicingCompany;
invoicingApp((app, [a]) => ([t, co] = [app, a!]), 1);
const call = client(() => t);

const clock = clockArb;
const cents = centsArb;
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
        const params = { companyId: co.team.company.id };
        const ready = await call('GET /api/companies/:companyId/invoice-dockets', co.team.office, {
          params,
          query: { invoice: 'for-invoice', limit: 100 },
        });
        const rows = ready.json().dockets.filter((r) => ids.has(r.id));
        expect(rows).toHaveLength(ids.size);

        const res = await call('POST /api/companies/:companyId/invoices', co.team.office, {
          params,
          body: { timesheetIds: [...ids] },
        });
        expect(res.statusCode).toBe(201);
        const invoice = res.json();
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
