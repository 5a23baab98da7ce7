import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { invoiceLinesOf } from '../../../../shared/invoicing/invoice-lines';
import {
  salesTaxCodes,
  startingTaxType,
  xeroLineDescription,
} from '../../../../shared/invoicing/xero-line-defaults';
import { fullName } from '../../../../shared/people';
import { SYNC_MSG } from '../../../../shared/xero/sync-schemas';
import { assignToProject, createClient, createProject } from '../../../db/factories';
import { activityEntries } from '../../../db/schema';
import type { InvoicingCompany } from '../../../../../tests/support/invoices';
import { autoInvoicing } from '../../../../../tests/support/auto-invoicing';
import { runCompany } from './run';
import { AUTOMATIC_ORIGIN } from './system-actor';

/**
 * Automatic invoices (issue 27): approved dockets reach Xero by themselves, one invoice per project
 * and client for a week, or one per docket, with the lines the manual dialog makes, never twice.
 */

const { world, call, ready, create, dialogBody, docketOf, direct, ...auto } = autoInvoicing();

/** The week of Monday 31 Aug 2026; a run on Tuesday 8 Sep (Sydney) invoices it. */
const WEEK = ['2026-09-01', '2026-09-02', '2026-09-04'];
const TUESDAY_AFTER = new Date('2026-09-08T02:00:00Z');
const run = (co: InvoicingCompany, now = TUESDAY_AFTER) =>
  runCompany(direct(co).ctx, co.team.company.id, now);
const reference = (project: string) => `${project} — week of 31 Aug 2026`;

/** The lines and totals the 'Create Xero Invoice' dialog starts with for these dockets (its shared builder). */
async function dialogLines(co: InvoicingCompany, ids: number[]) {
  const codes = salesTaxCodes((await call('GET /api/xero/tax-codes', co.team.office)).json().taxCodes);
  const dockets = await Promise.all(ids.map((id) => docketOf(co, id)));
  const { lines, ...totals } = invoiceLinesOf(
    dockets
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
      .map((d) => ({
        id: d.id,
        date: d.date,
        workerName: fullName(d.worker),
        items: d.lineItems.map((item) => ({ ...item, rate: item.rate ?? '0', taxRate: item.taxRate ?? '0' })),
      })),
  );
  return {
    lines: lines.map((line) => ({
      Description: xeroLineDescription(line),
      Quantity: Number(line.quantity),
      UnitAmount: Number(line.unitPrice),
      TaxType: startingTaxType(line.taxRate, codes),
      LineAmount: Number(line.lineAmount),
    })),
    totals: { SubTotal: Number(totals.subtotal), TotalTax: Number(totals.gst), Total: Number(totals.total) },
  };
}

/** A second project of the company, for a client of its own, the worker on it. */
async function secondProject(co: InvoicingCompany) {
  const companyId = co.team.company.id;
  const client = await createClient(world.app.db, { companyId, name: 'Harbourside Builders Pty Ltd' });
  const project = await createProject(world.app.db, { companyId, clientId: client.id, name: 'Wharf deck' });
  await assignToProject(world.app.db, { companyId, projectId: project.id, userId: co.team.worker.id });
  return { client, project };
}

describe('weekly automatic invoices', () => {
  it("makes one draft invoice per project and client for the week, with the dialog's lines and totals, once", async () => {
    const co = await ready();
    await auto.setMode(co, 'weekly');
    const acme = await auto.mapClient(co, co.client.id, 'Acme Constructions Pty Ltd');
    const other = await secondProject(co);
    await auto.mapClient(co, other.client.id, 'Harbourside Builders');
    const ours = await Promise.all(WEEK.map((day) => auto.approvedOn(co, day)));
    const theirs = await auto.approvedOn(co, '2026-09-03', other.project.id);
    const nextWeek = await auto.approvedOn(co, '2026-09-07');

    const before = auto.simInvoices().length;
    await run(co);
    await run(co);

    const made = auto.simInvoices().slice(before);
    expect(made.map((i) => i.Reference).sort()).toEqual([
      reference('Stormwater upgrade'),
      reference('Wharf deck'),
    ]);
    const invoice = made.find((i) => i.Reference === reference('Stormwater upgrade'))!;
    const expected = await dialogLines(
      co,
      ours.map((d) => d.id),
    );
    expect(invoice).toMatchObject({
      Type: 'ACCREC',
      Status: 'DRAFT',
      ContactID: acme.ContactID,
      ...expected.totals,
    });
    expect(
      invoice.LineItems.map(({ Description, Quantity, UnitAmount, TaxType, LineAmount }) => ({
        Description,
        Quantity,
        UnitAmount,
        TaxType,
        LineAmount,
      })),
    ).toEqual(expected.lines);
    // Dated the Monday after the week, due 30 days later.
    expect(new Date(invoice.date).toISOString().slice(0, 10)).toBe('2026-09-07');
    expect(new Date(invoice.dueDate!).toISOString().slice(0, 10)).toBe('2026-10-07');

    for (const d of ours)
      expect(await docketOf(co, d.id)).toMatchObject({
        invoiced: true,
        invoiceNumber: invoice.InvoiceNumber,
      });
    expect(await docketOf(co, theirs.id)).toMatchObject({ invoiced: true });
    expect(await docketOf(co, nextWeek.id)).toMatchObject({ invoiced: false });
    // The activity trail says the invoices were made automatically.
    const trail = await world.app.db
      .select({ device: activityEntries.device })
      .from(activityEntries)
      .where(
        and(
          eq(activityEntries.companyId, co.team.company.id),
          eq(activityEntries.kind, 'xero_invoice.created'),
        ),
      );
    expect(trail).toEqual([{ device: AUTOMATIC_ORIGIN.device }, { device: AUTOMATIC_ORIGIN.device }]);
    const listed = await auto.batches(co);
    expect(listed.map((b) => [b.projectName, b.status, b.invoiceNumber, b.docketIds.length]).sort()).toEqual(
      [
        ['Stormwater upgrade', 'invoiced', invoice.InvoiceNumber, 3],
        ['Wharf deck', 'invoiced', expect.any(String), 1],
      ].sort(),
    );
  });

  it("fails an unmapped client's batch with the message the office acts on, and sends nothing", async () => {
    const co = await ready();
    await auto.setMode(co, 'weekly');
    const d = await auto.approvedOn(co, WEEK[0]!);
    const before = auto.simInvoices().length;
    await run(co);
    expect(auto.simInvoices()).toHaveLength(before);
    expect(await auto.batches(co, 'failed')).toMatchObject([
      { docketIds: [d.id], clientName: co.client.name, outcome: SYNC_MSG.unmappedClient(co.client.name) },
    ]);
    expect(await docketOf(co, d.id)).toMatchObject({ invoiced: false });

    // Mapped, 'Send now' tries the failed batch again.
    await auto.mapClient(co, co.client.id, 'Acme Constructions Pty Ltd');
    const res = await call('POST /api/companies/:companyId/xero/auto-invoices/run', co.team.office, {
      params: { companyId: co.team.company.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await docketOf(co, d.id)).toMatchObject({ invoiced: true });
    expect(await auto.batches(co, 'failed')).toEqual([]);
    // As on a manual invoice, the docket's signed PDF follows, by the attachments' job.
    const [sent] = await auto.batches(co, 'invoiced');
    const made = auto.simInvoices().find((invoice) => invoice.InvoiceNumber === sent!.invoiceNumber)!;
    const attached = () =>
      world.sim.context.store.books.get(world.sim.tenantId)!.attachments.get(made.InvoiceID) ?? [];
    await vi.waitFor(() => expect(attached()).toHaveLength(1), { timeout: 20_000 });
  });

  it('makes one invoice when the manual dialog and the weekly job invoice the same docket at once', async () => {
    for (let round = 0; round < 3; round++) {
      const co = await ready();
      await auto.setMode(co, 'weekly');
      await auto.mapClient(co, co.client.id, 'Acme Constructions Pty Ltd');
      const d = await auto.approvedOn(co, WEEK[round]!);
      const manual = await dialogBody(co, [d.id]);
      const before = auto.simInvoices().length;
      const calls = [() => create(co, manual), () => run(co)];
      if (round % 2) calls.reverse();
      await Promise.all(calls.map((call) => call()));
      const made = auto.simInvoices().slice(before);
      expect(made, `round ${round}`).toHaveLength(1);
      expect(await docketOf(co, d.id)).toMatchObject({
        invoiced: true,
        invoiceNumber: made[0]!.InvoiceNumber,
      });
      const [batch] = await auto.batches(co);
      expect(['invoiced', 'skipped']).toContain(batch!.status);
    }
  });
});
