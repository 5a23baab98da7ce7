import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { xeroConnections, xeroSyncSettings } from '../../../db/schema';
import { xeroSync } from '../../../../../tests/support/xero-sync';
import { reconcileAll } from './reconcile-all';
import { runReconcile } from './reconcile';

/**
 * The reconcile job (issue 27): with webhooks off (or lost), reading the invoices Xero changed since
 * the last run brings the same status the webhook would, through the paced client.
 */

const s = xeroSync();
const { world, ready, control, settled, productInvoice, statusOf, logsOf, call, direct } = s;
afterAll(() => s.webhooksOn());

const settingsOf = async (companyId: number) =>
  (await world.app.db.select().from(xeroSyncSettings).where(eq(xeroSyncSettings.companyId, companyId)))[0];

const silent = { info: () => {}, warn: () => {} };

describe('the reconcile job', () => {
  it("brings a payment made in Xero with webhooks off, and says what it read ('Check payments now')", async () => {
    const co = await ready();
    const companyId = co.team.company.id;
    const made = await productInvoice(co);
    await s.webhooksOff();
    await control('/__control/pay', { invoiceId: made.invoiceId, date: '2026-12-12' });
    await settled();
    expect(await statusOf(companyId, made.invoiceId)).toMatchObject({ xeroStatus: 'DRAFT' });

    const res = await call('POST /api/xero/reconcile', co.team.office);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ changed: 1 });
    expect(reply.read).toBeGreaterThanOrEqual(1);
    expect(await statusOf(companyId, made.invoiceId)).toMatchObject({
      xeroStatus: 'PAID',
      amountDue: '0.00',
      fullyPaidOn: '2026-12-12',
    });
    const settings = await settingsOf(companyId);
    expect(settings).toMatchObject({
      lastReconcileResult: `Read ${reply.read} invoice${reply.read === 1 ? '' : 's'}, 1 changed`,
    });
    expect(settings!.lastReconcileAt!.toISOString()).toBe(reply.at);
    expect(settings!.reconciledThrough).toEqual((await statusOf(companyId, made.invoiceId))!.xeroUpdatedAt);
    expect(await logsOf(companyId, 'reconcileInvoices')).toEqual([
      expect.objectContaining({ success: true, responseBody: { read: reply.read, changed: 1 } }),
    ]);

    // The next run reads only what changed since: nothing of ours.
    const again = await runReconcile(direct(co).ctx, companyId);
    expect(again.changed).toBe(0);
  });

  it('reads a part payment the same way, and keeps to what the company made', async () => {
    const co = await ready();
    const other = await ready();
    await s.webhooksOff();
    const made = await productInvoice(co);
    const paid = await control<{ invoice: { Total: number } }>('/__control/pay', {
      invoiceId: made.invoiceId,
      amount: 50,
    });
    await runReconcile(direct(other).ctx, other.team.company.id);
    expect(await statusOf(other.team.company.id, made.invoiceId)).toBeUndefined();
    await runReconcile(direct(co).ctx, co.team.company.id);
    expect(await statusOf(co.team.company.id, made.invoiceId)).toMatchObject({
      xeroStatus: 'AUTHORISED',
      amountPaid: '50.00',
      amountDue: (paid.invoice.Total - 50).toFixed(2),
    });
  });

  it('reads nothing for a company that has made no Xero invoice yet', async () => {
    const co = await ready();
    expect(await runReconcile(direct(co).ctx, co.team.company.id)).toMatchObject({ read: 0, changed: 0 });
    expect(await logsOf(co.team.company.id, 'getInvoices')).toEqual([]);
  });

  it("records one company's failure on its row and goes on with the others", async () => {
    const broken = await ready();
    const fine = await ready();
    await s.webhooksOff();
    await productInvoice(broken);
    const made = await productInvoice(fine);
    await control('/__control/pay', { invoiceId: made.invoiceId });
    // The broken company's stored token can no longer be opened (sealed with another key).
    await world.app.db
      .update(xeroConnections)
      .set({ accessTokenEnc: 'v1:AAAA:AAAA:AAAA' })
      .where(eq(xeroConnections.companyId, broken.team.company.id));
    const result = await reconcileAll(direct(fine).ctx, silent);
    expect(result.failed).toBe(1);
    expect((await settingsOf(broken.team.company.id))?.lastReconcileResult).toMatch(/^Failed: /);
    expect(await logsOf(broken.team.company.id, 'reconcileInvoices')).toEqual([
      expect.objectContaining({ success: false, errorDescription: expect.any(String) }),
    ]);
    expect(await statusOf(fine.team.company.id, made.invoiceId)).toMatchObject({ xeroStatus: 'PAID' });
    expect((await settingsOf(fine.team.company.id))?.lastReconcileResult).toMatch(
      /^Read \d+ invoices?, 1 changed$/,
    );
  });

  it('refuses a company not connected to Xero: 409', async () => {
    const co = await ready();
    await world.app.db.delete(xeroConnections).where(eq(xeroConnections.companyId, co.team.company.id));
    const res = await call('POST /api/xero/reconcile', co.team.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ xero: 'not_connected' });
  });
});
