import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { XeroSimulator } from '../../simulators/xero/server';
import type { Actor } from '../../src/server/access/sessions';
import type { XeroClientContext } from '../../src/server/integrations/xero/client';
import type { XeroClientSettings } from '../../src/server/integrations/xero/settings';
import { billableQuantity } from '../../src/shared/dockets/docket-math';
import type { BodyPart } from '../../src/shared/api/call-shape';
import type { CreateXeroInvoiceInput } from '../../src/shared/invoicing/xero-schemas';
import type { TestApp } from './app';
import { client } from './client';
import { invoicingCompany, type InvoicingCompany } from './invoices';
import { connectCompany, xeroTestApp } from './xero';

/** What the dialog may send to POST /api/xero/invoices. */
export type XeroInvoiceBody = BodyPart<'POST /api/xero/invoices'>['body'];

/**
 * Tests of POST /api/xero/invoices: a simulated Xero and a test app (made before the file's tests),
 * and what those tests do with them: a connected company, the dialog's body, the simulator's invoices.
 */
export function xeroInvoicing(env: Record<string, string> = {}) {
  const world = {} as { app: TestApp; sim: XeroSimulator; settings: XeroClientSettings };
  const { key, cipher } = xeroTestApp((made) => Object.assign(world, made), env);
  const call = client(() => world.app);

  /** A connected company with synced tax codes. */
  async function ready(): Promise<InvoicingCompany> {
    const co = await invoicingCompany(world.app.db);
    await connectCompany(world.app.db, cipher(), world.settings, co.team.company.id);
    expect((await call('POST /api/xero/sync-tax-codes', co.team.admin)).statusCode).toBe(200);
    return co;
  }

  /** The simulator's invoices with this reference. */
  const xeroInvoices = (reference: string) =>
    world.sim.context.store.books
      .get(world.sim.tenantId)!
      .invoices.filter((invoice) => invoice.Reference === reference);

  /** What the dialog sends: the dockets' own items as lines (quantity as the docket math bills it). */
  async function dialogBody(co: InvoicingCompany, ids: number[]): Promise<CreateXeroInvoiceInput> {
    const items = (
      await call('POST /api/timesheets/line-items', co.team.office, { body: { docketIds: ids } })
    ).json();
    return {
      contactName: 'Acme Constructions Pty Ltd',
      reference: `REF-${randomUUID().slice(0, 8)}`,
      date: '2026-11-24',
      dueDate: '2026-12-24',
      timesheetIds: ids,
      lineItems: items.map((item) => ({
        timesheetId: item.timesheetId,
        description: item.name,
        // rate and taxRate are optional in the reply (a worker's has no money); the office's has them.
        quantity: Number(billableQuantity({ ...item, rate: item.rate!, taxRate: item.taxRate! })),
        unitAmount: Number(item.rate),
        taxType: 'OUTPUT',
        accountCode: '200',
      })),
    };
  }

  const create = (co: InvoicingCompany, payload: XeroInvoiceBody, who = co.team.office) =>
    call('POST /api/xero/invoices', who, { body: payload });

  const docketOf = async (co: InvoicingCompany, id: number) =>
    (await call('GET /api/timesheets/:id', co.team.office, { params: { id } })).json();

  /** The office person as the service sees them, and the service's context: to call it directly. */
  const direct = (co: InvoicingCompany) => {
    const actor: Actor = {
      userId: co.team.office.id,
      companyId: co.team.company.id,
      role: 'office',
      sessionId: 0,
    };
    const ctx: XeroClientContext = {
      database: world.app.database,
      xero: { settings: world.settings, cipher: cipher() },
    };
    return { actor, ctx };
  };

  return { world, key, cipher, call, ready, xeroInvoices, dialogBody, create, docketOf, direct };
}
