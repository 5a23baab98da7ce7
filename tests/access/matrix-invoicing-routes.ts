import { eq } from 'drizzle-orm';
import { dockets } from '../../src/server/db/schema';
import { fresh, type MatrixWorld } from './matrix-fixtures';
import { backOffice, type MatrixRow } from './matrix-harness';

/** An approved docket of the team's worker, ready to mark invoiced. */
async function readyDocket(w: MatrixWorld) {
  const docket = await fresh.docket(w);
  await w.db.update(dockets).set({ status: 'approved' }).where(eq(dockets.id, docket.id));
  return docket;
}

/** Lists of the caller's own company: another company's admin gets theirs (200), not ours. */
const ownCompany = { ...backOffice(200), otherAdmin: 200 };

/** The invoicing screens' reads and the back-office mark flow (002 §6: admin and office invoice). */
export const invoicingRows: MatrixRow[] = [
  {
    route: 'GET /api/companies/:companyId/invoice-dockets',
    call: (w) => ({
      method: 'GET',
      url: `/api/companies/${w.team.company.id}/invoice-dockets?invoice=for-invoice`,
    }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/timesheets/line-items',
    call: async (w) => ({
      method: 'POST',
      url: '/api/timesheets/line-items',
      payload: { docketIds: [(await fresh.docket(w)).id] },
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/admin/timesheets/approved',
    call: () => ({ method: 'GET', url: '/api/admin/timesheets/approved' }),
    expect: ownCompany,
  },
  {
    route: 'GET /api/admin/timesheets/invoiced',
    call: () => ({ method: 'GET', url: '/api/admin/timesheets/invoiced' }),
    expect: ownCompany,
  },
  {
    route: 'POST /api/admin/timesheets/mark-invoiced',
    call: async (w) => ({
      method: 'POST',
      url: '/api/admin/timesheets/mark-invoiced',
      payload: { timesheetIds: [(await readyDocket(w)).id], invoiceNumber: 'INV-2025-001' },
    }),
    expect: backOffice(200),
  },
];
