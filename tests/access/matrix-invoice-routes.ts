import { eq } from 'drizzle-orm';
import { dockets } from '../../src/server/db/schema';
import { createInvoice } from '../../src/server/modules/invoicing/invoices/create';
import { fresh, type MatrixWorld } from './matrix-fixtures';
import { backOffice, type MatrixRow } from './matrix-harness';

/** An approved docket of the team's worker, ready to invoice. */
async function approvedDocket(w: MatrixWorld) {
  const docket = await fresh.docket(w);
  await w.db.update(dockets).set({ status: 'approved' }).where(eq(dockets.id, docket.id));
  return docket;
}

/** An invoice of the team's company, made by its admin, of one fresh approved docket. */
export async function freshInvoice(w: MatrixWorld) {
  const { admin, company } = w.team;
  const actor = { userId: admin.id, companyId: company.id, role: admin.role, sessionId: 0 };
  const docket = await approvedDocket(w);
  return createInvoice(w.db, actor, {
    timesheetIds: [docket.id],
    contactName: 'Accounts',
    contactEmail: null,
    reference: null,
  });
}

const invoices = (w: MatrixWorld) => `/api/companies/${w.team.company.id}/invoices`;

/** The product's own invoices and a docket's invoice status (002 §6: admin and office invoice). */
export const invoiceRows: MatrixRow[] = [
  {
    route: 'GET /api/companies/:companyId/invoices',
    call: (w) => ({ method: 'GET', url: invoices(w) }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/companies/:companyId/invoices',
    call: async (w) => ({
      method: 'POST',
      url: invoices(w),
      payload: { timesheetIds: [(await approvedDocket(w)).id], contactName: 'Accounts' },
    }),
    expect: backOffice(201),
  },
  {
    route: 'GET /api/invoices/:id',
    call: async (w) => ({ method: 'GET', url: `/api/invoices/${(await freshInvoice(w)).id}` }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/invoices/:id/void',
    call: async (w) => ({ method: 'POST', url: `/api/invoices/${(await freshInvoice(w)).id}/void` }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/invoices/:id/pdf',
    call: async (w) => ({ method: 'GET', url: `/api/invoices/${(await freshInvoice(w)).id}/pdf` }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/invoices/:id/csv',
    call: async (w) => ({ method: 'GET', url: `/api/invoices/${(await freshInvoice(w)).id}/csv` }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/invoices/:id/email',
    call: async (w) => ({
      method: 'POST',
      url: `/api/invoices/${(await freshInvoice(w)).id}/email`,
      payload: { email: 'accounts@client.example' },
    }),
    expect: backOffice(200),
  },
  {
    route: 'PATCH /api/timesheets/:id/invoice',
    call: async (w) => ({
      method: 'PATCH',
      url: `/api/timesheets/${(await approvedDocket(w)).id}/invoice`,
      payload: { invoiced: true, invoiceNumber: 'INV-2025-001' },
    }),
    expect: backOffice(200),
  },
];
