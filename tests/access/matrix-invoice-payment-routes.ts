import { eq } from 'drizzle-orm';
import { invoicePayments, invoices } from '../../src/server/db/schema';
import { addDays, todayIn } from '../../src/shared/dates';
import type { MatrixWorld } from './matrix-fixtures';
import { backOffice, type MatrixRow } from './matrix-harness';
import { freshInvoice } from './matrix-invoice-routes';

/** A day that is past in every time zone, whatever the hour (a payment may not be dated after the company's today). */
const PAID_ON = () => addDays(todayIn('UTC'), -2);

/** The payments path of a fresh invoice of the team's company, with $100.00 due (its docket's item has no value). */
async function paymentsUrl(w: MatrixWorld) {
  const invoice = await freshInvoice(w);
  await w.db
    .update(invoices)
    .set({ subtotal: '100.00', gst: '0.00', total: '100.00' })
    .where(eq(invoices.id, invoice.id));
  return { invoice, url: `/api/companies/${w.team.company.id}/invoices/${invoice.id}/payments` };
}

/** Payments on the product's own tax invoices (issue 27): admin and office record and undo them. */
export const invoicePaymentRows: MatrixRow[] = [
  {
    route: 'POST /api/companies/:companyId/invoices/:invoiceId/payments',
    call: async (w) => ({
      method: 'POST',
      url: (await paymentsUrl(w)).url,
      payload: { paidOn: PAID_ON(), amount: '1.00' },
    }),
    expect: backOffice(201),
  },
  {
    route: 'DELETE /api/companies/:companyId/invoices/:invoiceId/payments/:paymentId',
    call: async (w) => {
      const { invoice, url } = await paymentsUrl(w);
      const [payment] = await w.db
        .insert(invoicePayments)
        .values({
          companyId: w.team.company.id,
          invoiceId: invoice.id,
          paidOn: PAID_ON(),
          amount: '1.00',
        })
        .returning({ id: invoicePayments.id });
      return { method: 'DELETE', url: `${url}/${payment!.id}` };
    },
    expect: backOffice(200),
  },
];
