import { eq } from 'drizzle-orm';
import { dockets } from '../../src/server/db/schema';
import { fresh, type MatrixWorld } from './matrix-fixtures';
import { backOffice, type MatrixRow } from './matrix-harness';

/** An approved docket of the team's worker, ready to invoice. */
async function readyDocket(w: MatrixWorld) {
  const docket = await fresh.docket(w);
  await w.db.update(dockets).set({ status: 'approved' }).where(eq(dockets.id, docket.id));
  return docket;
}

/**
 * Creating a Xero invoice (002 §6: admin and office invoice; 'xero.accounting'). The matrix companies
 * are not connected to Xero, so the team's back office gets 409 (not connected) once its docket is
 * found ready; another company's admin gets 404, the docket being none of theirs.
 */
export const xeroInvoiceRows: MatrixRow[] = [
  {
    route: 'POST /api/xero/invoices',
    call: async (w) => ({
      method: 'POST',
      url: '/api/xero/invoices',
      payload: {
        contactName: 'Acme Constructions Pty Ltd',
        date: '2026-11-24',
        dueDate: '2026-12-24',
        timesheetIds: [(await readyDocket(w)).id],
        lineItems: [{ description: 'Labourer', quantity: 8, unitAmount: 65.5 }],
      },
    }),
    expect: backOffice(409),
  },
];
