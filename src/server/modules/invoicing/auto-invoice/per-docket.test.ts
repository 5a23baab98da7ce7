import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PRO_REQUIRED_MESSAGE } from '../../../../shared/billing/plans';
import { SYNC_MSG } from '../../../../shared/xero/sync-schemas';
import { createProjectForeman, signaturePng } from '../../../db/factories';
import { companies, projects, subscriptions } from '../../../db/schema';
import type { InvoicingCompany } from '../../../../../tests/support/invoices';
import { autoInvoicing } from '../../../../../tests/support/auto-invoicing';
import { runCompany } from './run';

/** Automatic invoices, one per approved docket (issue 27), the settings, and a company without PRO. */

const { world, call, ready, docketOf, direct, ...auto } = autoInvoicing();

/** Approves the docket the way the office does (its status set to approved on the docket screen). */
const approve = (co: InvoicingCompany, id: number) =>
  call('PUT /api/timesheets/:id', co.team.office, { params: { id }, body: { status: 'approved' } });

/** Waits for the docket's job to be done: its batch no longer pending. */
const settled = (co: InvoicingCompany, id: number) =>
  vi.waitFor(
    async () => {
      const batch = (await auto.batches(co)).find((b) => b.batchKey === `docket:${id}`);
      if (!batch || batch.status === 'pending') throw new Error(`docket #${id} not yet sent`);
      return batch;
    },
    { timeout: 20_000, interval: 50 },
  );

describe('automatic invoices per docket', () => {
  it('makes one draft invoice of each docket when it is approved, referenced by its number', async () => {
    const co = await ready();
    await auto.setMode(co, 'per_docket');
    await auto.mapClient(co, co.client.id, 'Acme Constructions Pty Ltd');
    const before = auto.simInvoices().length;
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const d = await co.docket({ status: 'pending_approval' });
      expect((await approve(co, d.id)).statusCode).toBe(200);
      ids.push(d.id);
    }
    for (const id of ids) expect(await settled(co, id)).toMatchObject({ status: 'invoiced' });
    const made = auto.simInvoices().slice(before);
    expect(made.map((i) => i.Reference).sort()).toEqual(ids.map((id) => `Docket #${id}`).sort());
    for (const id of ids) {
      const invoice = made.find((i) => i.Reference === `Docket #${id}`)!;
      expect(await docketOf(co, id)).toMatchObject({ invoiced: true, invoiceNumber: invoice.InvoiceNumber });
    }
    // The hourly pass after it finds nothing more to send.
    await runCompany(direct(co).ctx, co.team.company.id, new Date());
    expect(auto.simInvoices().slice(before)).toHaveLength(2);
  });

  it("sends each docket approved on site: on the worker's phone, and with the project code", async () => {
    const co = await ready();
    await auto.setMode(co, 'per_docket');
    await auto.mapClient(co, co.client.id, 'Acme Constructions Pty Ltd');
    const foreman = await createProjectForeman(world.app.db, {
      companyId: co.team.company.id,
      projectId: co.project.id,
      foremanName: 'Megan Lee',
      foremanEmail: 'megan@council.example',
    });
    const [project] = await world.app.db.select().from(projects).where(eq(projects.id, co.project.id));
    const onPhone = await co.docket({ status: 'pending_approval' });
    const withCode = await co.docket({ status: 'pending_approval' });
    const signature = signaturePng(27);
    const phone = await call('POST /api/timesheets/:id/approve', co.team.worker, {
      params: { id: onPhone.id },
      body: { signature, foremanId: foreman.id },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    const code = await call('POST /api/timesheets/:id/foreman-approve', null, {
      params: { id: withCode.id },
      body: {
        signature,
        projectCode: project!.code,
        foremanName: 'Raj Patel',
        foremanEmail: 'raj@council.example',
      },
    });
    expect(code.statusCode, code.body).toBe(200);
    for (const id of [onPhone.id, withCode.id]) {
      expect(await settled(co, id)).toMatchObject({ status: 'invoiced' });
      expect(await docketOf(co, id)).toMatchObject({ invoiced: true });
    }
  });

  it('sends nothing while the mode is off', async () => {
    const co = await ready();
    await auto.mapClient(co, co.client.id, 'Acme Constructions Pty Ltd');
    const d = await co.docket({ status: 'pending_approval' });
    expect((await approve(co, d.id)).statusCode).toBe(200);
    await runCompany(direct(co).ctx, co.team.company.id, new Date());
    expect(await auto.batches(co)).toEqual([]);
    expect(await docketOf(co, d.id)).toMatchObject({ invoiced: false });
  });

  it("fails an unmapped client's docket, and a company's no longer on PRO, sending nothing", async () => {
    const co = await ready();
    await auto.setMode(co, 'per_docket');
    const before = auto.simInvoices().length;
    const d = await co.docket({ status: 'pending_approval' });
    expect((await approve(co, d.id)).statusCode).toBe(200);
    expect(await settled(co, d.id)).toMatchObject({
      status: 'failed',
      outcome: SYNC_MSG.unmappedClient(co.client.name),
    });

    const companyId = co.team.company.id;
    await world.app.db
      .update(companies)
      .set({ createdAt: new Date(Date.now() - 60 * 86_400_000) })
      .where(eq(companies.id, companyId));
    await world.app.db.insert(subscriptions).values({
      companyId,
      plan: 'base',
      status: 'active',
      stripeCustomerId: `cus_${companyId}`,
      stripeSubscriptionId: `sub_${companyId}`,
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    });
    await runCompany(direct(co).ctx, companyId, new Date(), { retryFailed: true });
    expect(await auto.batches(co)).toMatchObject([{ status: 'failed', outcome: PRO_REQUIRED_MESSAGE }]);
    expect(auto.simInvoices()).toHaveLength(before);
  });
});

describe('automatic invoices settings', () => {
  it('are off until set and take only a known mode', async () => {
    const co = await ready();
    const params = { companyId: co.team.company.id };
    const read = await call('GET /api/companies/:companyId/xero/auto-invoice-settings', co.team.admin, {
      params,
    });
    expect(read.json()).toEqual({ autoInvoice: 'off', updatedAt: null });
    const wrong = await call('PUT /api/companies/:companyId/xero/auto-invoice-settings', co.team.admin, {
      params,
      body: { autoInvoice: 'daily' as 'weekly' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: SYNC_MSG.mode, code: 'VALIDATION_FAILED' });
    await auto.setMode(co, 'weekly');
    const after = await call('GET /api/companies/:companyId/xero/auto-invoice-settings', co.team.admin, {
      params,
    });
    expect(after.json()).toMatchObject({ autoInvoice: 'weekly' });
  });
});
