import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { xeroSync } from '../../../../../tests/support/xero-sync';
import { storeXeroInvoiceStatus } from './invoice-status-store';

/** Payments come back from Xero by its webhook (issue 27), against the simulated Xero over HTTP. */

const s = xeroSync();
const { world, ready, control, settled, productInvoice, statusOf, eventsOf, logsOf } = s;

type Sent = { status: number | null };

describe("Xero's webhook", () => {
  it('passes Xero’s intent-to-receive check: 200 for the signed empty list, 401 for the wrong ones', async () => {
    const check = await control<{ ok: boolean; attempts: { signed: boolean; status: number }[] }>(
      '/__control/webhooks/intent-to-receive',
    );
    expect(check.attempts.map((a) => [a.signed, a.status])).toEqual([
      [true, 200],
      [false, 401],
      [false, 401],
      [false, 401],
    ]);
    expect(check.ok).toBe(true);
  });

  it('shows an invoice paid in Xero as PAID within one delivery, read from the API, logged without secrets', async () => {
    const co = await ready();
    const made = await productInvoice(co);
    const companyId = co.team.company.id;
    expect(await statusOf(companyId, made.invoiceId)).toMatchObject({
      xeroStatus: 'DRAFT',
      amountPaid: '0.00',
    });

    const paid = await control<{ invoice: { Total: number } }>('/__control/pay', {
      invoiceId: made.invoiceId,
      date: '2026-12-12',
    });
    await settled();
    const total = paid.invoice.Total.toFixed(2);
    expect(await statusOf(companyId, made.invoiceId)).toMatchObject({
      invoiceNumber: made.invoiceNumber,
      xeroStatus: 'PAID',
      total,
      amountPaid: total,
      amountDue: '0.00',
      fullyPaidOn: '2026-12-12',
    });
    const outcomes = (await eventsOf(made.invoiceId)).map((e) => e.outcome ?? '');
    expect(outcomes.some((outcome) => outcome.includes('updated'))).toBe(true);

    const deliveries = await logsOf(companyId, 'webhook');
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries[0]).toMatchObject({ method: 'POST', endpoint: '/api/xero/webhooks', success: true });
    const logged = JSON.stringify(deliveries.map((d) => d.requestBody));
    expect(logged).toContain(made.invoiceId);
    expect(logged).not.toContain(s.webhookKey);
    expect(logged).not.toMatch(/signature/i);
    expect((await logsOf(companyId, 'getInvoice')).length).toBeGreaterThan(0);
  });

  it('stores nothing for a forged signature: 401, and the event never kept', async () => {
    const co = await ready();
    const made = await productInvoice(co);
    const before = await eventsOf(made.invoiceId);
    for (const sign of ['wrong', 'none'] as const) {
      const sent = await control<Sent>('/__control/webhooks/send', {
        events: [{ resourceId: made.invoiceId, eventDateUtc: '2026-12-01T00:00:00.000' }],
        sign,
      });
      expect(sent.status).toBe(401);
    }
    expect(await eventsOf(made.invoiceId)).toEqual(before);
  });

  it('changes nothing twice for a replayed delivery: one row, one read', async () => {
    const co = await ready();
    const made = await productInvoice(co);
    await control('/__control/pay', { invoiceId: made.invoiceId, amount: 10 });
    await settled();
    const events = await eventsOf(made.invoiceId);
    const reads = (await logsOf(co.team.company.id, 'getInvoice')).length;
    const stored = await statusOf(co.team.company.id, made.invoiceId);

    const replay = await control<Sent>('/__control/webhooks/redeliver');
    expect(replay.status).toBe(200);
    await settled();
    expect(await eventsOf(made.invoiceId)).toEqual(events);
    expect((await logsOf(co.team.company.id, 'getInvoice')).length).toBe(reads);
    expect(await statusOf(co.team.company.id, made.invoiceId)).toEqual(stored);
  });

  it('ignores an event of an organisation no company is connected to', async () => {
    const co = await ready();
    const made = await productInvoice(co);
    const stored = await statusOf(co.team.company.id, made.invoiceId);
    const tenantId = randomUUID();
    const sent = await control<Sent>('/__control/webhooks/send', {
      events: [{ resourceId: made.invoiceId, tenantId }],
    });
    expect(sent.status).toBe(200);
    await settled();
    const kept = (await eventsOf(made.invoiceId)).filter((e) => e.tenantId === tenantId);
    expect(kept).toEqual([expect.objectContaining({ companyId: null, outcome: 'unknown tenant' })]);
    expect(await statusOf(co.team.company.id, made.invoiceId)).toEqual(stored);
  });

  it('never goes back: a stale event reads what Xero holds now, and an older read is not kept', async () => {
    const co = await ready();
    const companyId = co.team.company.id;
    const made = await productInvoice(co);
    await control('/__control/pay', { invoiceId: made.invoiceId });
    await settled();
    const paid = await statusOf(companyId, made.invoiceId);
    expect(paid).toMatchObject({ xeroStatus: 'PAID' });

    const sent = await control<Sent>('/__control/webhooks/send', {
      events: [{ resourceId: made.invoiceId, eventDateUtc: '2026-01-01T00:00:00.000', eventType: 'CREATE' }],
    });
    expect(sent.status).toBe(200);
    await settled();
    expect(await statusOf(companyId, made.invoiceId)).toMatchObject({
      xeroStatus: 'PAID',
      amountDue: '0.00',
      xeroUpdatedAt: paid!.xeroUpdatedAt,
    });

    // A read made before the payment, stored late (a slow job), keeps the newer status.
    const older = {
      InvoiceID: made.invoiceId,
      InvoiceNumber: made.invoiceNumber,
      Status: 'AUTHORISED',
      Total: Number(paid!.total),
      AmountPaid: 0,
      AmountDue: Number(paid!.total),
      UpdatedDateUTC: `/Date(${paid!.xeroUpdatedAt.getTime() - 60_000}+0000)/`,
    };
    expect(await storeXeroInvoiceStatus(world.app.db, companyId, older)).toBe('unchanged');
    expect(await statusOf(companyId, made.invoiceId)).toMatchObject({
      xeroStatus: 'PAID',
      amountDue: '0.00',
    });
  });

  it('shows a part payment as the amount paid and the amount still due', async () => {
    const co = await ready();
    const made = await productInvoice(co);
    const paid = await control<{ invoice: { Total: number } }>('/__control/pay', {
      invoiceId: made.invoiceId,
      amount: 100,
    });
    await settled();
    expect(await statusOf(co.team.company.id, made.invoiceId)).toMatchObject({
      xeroStatus: 'AUTHORISED',
      amountPaid: '100.00',
      amountDue: (paid.invoice.Total - 100).toFixed(2),
      fullyPaidOn: null,
    });
  });

  it('keeps a void in Xero as VOIDED (the dockets are the invoice screens’ to release)', async () => {
    const co = await ready();
    const made = await productInvoice(co);
    await control(`/__control/invoices/${made.invoiceId}/status`, { status: 'AUTHORISED' });
    await control(`/__control/invoices/${made.invoiceId}/status`, { status: 'VOIDED' });
    await settled();
    expect(await statusOf(co.team.company.id, made.invoiceId)).toMatchObject({ xeroStatus: 'VOIDED' });
  });

  it("keeps only the company's own invoices when several companies share the organisation", async () => {
    const mine = await ready();
    const theirs = await ready();
    const made = await productInvoice(mine);
    await control('/__control/pay', { invoiceId: made.invoiceId });
    await settled();
    expect(await statusOf(mine.team.company.id, made.invoiceId)).toMatchObject({ xeroStatus: 'PAID' });
    expect(await statusOf(theirs.team.company.id, made.invoiceId)).toBeUndefined();
  });
});
