import { expect } from 'vitest';
import { createDocket } from '../../src/server/db/factories';
import { xeroInvoicing } from './xero-invoices';
import { LABOUR, type InvoicingCompany } from './invoices';
import type { AutoInvoiceMode } from '../../src/shared/xero/sync-schemas';
import type { AutoInvoiceBatchView } from '../../src/shared/xero/auto-invoice-schemas';

/**
 * Tests of the automatic invoices (issue 27): the Xero invoicing world (a simulator and a test app),
 * and what those tests do with it: a mode set, a client mapped to a simulated Xero contact, an
 * approved docket on a chosen day, the simulator's invoices and the batches.
 */
export function autoInvoicing() {
  const xero = xeroInvoicing();
  const { world, call } = xero;

  const setMode = async (co: InvoicingCompany, autoInvoice: AutoInvoiceMode) => {
    const res = await call('PUT /api/companies/:companyId/xero/auto-invoice-settings', co.team.office, {
      params: { companyId: co.team.company.id },
      body: { autoInvoice },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** The client's automatic invoices go to the simulated Xero contact named `name`, picked from the search. */
  const mapClient = async (co: InvoicingCompany, clientId: number, name: string) => {
    const found = await call('GET /api/xero/contacts', co.team.office, { query: { search: name } });
    const contact = found.json().contacts.find((c) => c.Name === name)!;
    const res = await call('PUT /api/clients/:id', co.team.office, {
      params: { id: clientId },
      body: { xeroContactId: contact.ContactID, xeroContactName: contact.Name },
    });
    expect(res.statusCode, res.body).toBe(200);
    return contact;
  };

  /** An approved docket of the worker on `date` (a day of its own), on the company's project or `projectId`. */
  const approvedOn = (co: InvoicingCompany, date: string, projectId = co.project.id) =>
    createDocket(world.app.db, {
      companyId: co.team.company.id,
      workerId: co.team.worker.id,
      projectId,
      status: 'approved',
      lineItems: [LABOUR('07:00', '15:30', 30)],
      date,
    });

  /** Every invoice the simulated organisation holds. */
  const simInvoices = () => world.sim.context.store.books.get(world.sim.tenantId)!.invoices;

  const batches = async (co: InvoicingCompany, status?: AutoInvoiceBatchView['status']) =>
    (
      await call('GET /api/companies/:companyId/xero/auto-invoices', co.team.office, {
        params: { companyId: co.team.company.id },
        query: status ? { status } : {},
      })
    ).json().batches;

  return { ...xero, setMode, mapClient, approvedOn, simInvoices, batches };
}
