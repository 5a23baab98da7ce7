import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailLogs } from '../../../db/schema';
import type { TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { invoicingApp, type InvoicingCompany } from '../../../../../tests/support/invoices';

/**
 * Issue 29: a writing press sent twice (a double click, a retry) with one Idempotency-Key does its
 * work once and answers both with the first reply: one invoice e-mail, one void, one mark.
 */

let t: TestApp;
let co: InvoicingCompany;
invoicingApp((app, [a]) => ([t, co] = [app, a!]), 1);

const call = client(() => t);
/** The office's presses, each with its Idempotency-Key. */
const emailIt = (invoice: { id: number }, idempotencyKey: string) =>
  call('POST /api/invoices/:id/email', co.team.office, {
    params: { id: invoice.id },
    idempotencyKey,
    body: {},
  });
const voidIt = (invoice: { id: number }, idempotencyKey?: string) =>
  call('POST /api/invoices/:id/void', co.team.office, { params: { id: invoice.id }, idempotencyKey });
const markIt = (idempotencyKey: string, sent: { timesheetIds: number[]; invoiceNumber: string }) =>
  call('POST /api/admin/timesheets/mark-invoiced', co.team.office, { idempotencyKey, body: sent });
const newInvoice = async () =>
  (
    await call('POST /api/companies/:companyId/invoices', co.team.office, {
      params: { companyId: co.team.company.id },
      body: { timesheetIds: [(await co.docket()).id] },
    })
  ).json();
const invoiceMails = (invoice: { id: number }) =>
  t.db
    .select()
    .from(emailLogs)
    .where(and(eq(emailLogs.relatedEntityType, 'invoice'), eq(emailLogs.relatedEntityId, invoice.id)));

describe('e-mailing an invoice with an Idempotency-Key', () => {
  it('sends one e-mail however often the same press is repeated, each repeat getting the first reply', async () => {
    const invoice = await newInvoice();
    const first = await emailIt(invoice, 'send-invoice-1');
    const repeat = await emailIt(invoice, 'send-invoice-1');
    expect(first.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await invoiceMails(invoice)).toHaveLength(1);

    // A new press is a new e-mail.
    expect((await emailIt(invoice, 'send-invoice-2')).statusCode).toBe(200);
    expect(await invoiceMails(invoice)).toHaveLength(2);
  });

  it('sends one e-mail when the two requests of a double click arrive together', async () => {
    const invoice = await newInvoice();
    const replies = await Promise.all([emailIt(invoice, 'double-1'), emailIt(invoice, 'double-1')]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await invoiceMails(invoice)).toHaveLength(1);
    const later = await emailIt(invoice, 'double-1');
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await invoiceMails(invoice)).toHaveLength(1);
  });
});

describe('voiding an invoice with an Idempotency-Key', () => {
  it('voids once and answers the repeat with the same void, not "already void"', async () => {
    const invoice = await newInvoice();
    const first = await voidIt(invoice, 'void-1');
    const repeat = await voidIt(invoice, 'void-1');
    expect([first.statusCode, repeat.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({ number: invoice.number, status: 'void' });
    expect(repeat.json()).toEqual(first.json());
    // Without the key a second void is still refused.
    expect((await voidIt(invoice)).statusCode).toBe(409);
  });
});

describe('marking dockets invoiced with an Idempotency-Key', () => {
  it('marks once and answers the repeat with the same reply, not "not ready"', async () => {
    const docket = await co.docket();
    const payload = { timesheetIds: [docket.id], invoiceNumber: 'EXT-77' };
    const first = await markIt('mark-1', payload);
    const repeat = await markIt('mark-1', payload);
    expect([first.statusCode, repeat.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({ count: 1, invoiceNumber: 'EXT-77' });
    expect(repeat.json()).toEqual(first.json());
  });
});
