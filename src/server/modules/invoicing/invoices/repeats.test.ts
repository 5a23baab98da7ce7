import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RouteReply } from '../../../../shared/api/reply';
import type { invoicesRoutes } from '../../../../shared/invoicing/invoices-routes';
import { emailLogs } from '../../../db/schema';
import { body, caller, type TestApp } from '../../../../../tests/support/app';
import { invoicingApp, type InvoicingCompany } from '../../../../../tests/support/invoices';

/**
 * Issue 29: a writing press sent twice (a double click, a retry) with one Idempotency-Key does its
 * work once and answers both with the first reply: one invoice e-mail, one void, one mark.
 */

type Invoice = RouteReply<typeof invoicesRoutes.createInvoice>;

let t: TestApp;
let co: InvoicingCompany;
invoicingApp((app, [a]) => ([t, co] = [app, a!]), 1);

const call = caller(() => t);
const send = (url: string, key: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${co.team.office.token}`, 'idempotency-key': key },
    payload,
  });
const newInvoice = async () =>
  body<Invoice>(
    await call('POST', `/api/companies/${co.team.company.id}/invoices`, co.team.office, {
      timesheetIds: [(await co.docket()).id],
    }),
  );
const invoiceMails = (invoice: Invoice) =>
  t.db
    .select()
    .from(emailLogs)
    .where(and(eq(emailLogs.relatedEntityType, 'invoice'), eq(emailLogs.relatedEntityId, invoice.id)));

describe('e-mailing an invoice with an Idempotency-Key', () => {
  it('sends one e-mail however often the same press is repeated, each repeat getting the first reply', async () => {
    const invoice = await newInvoice();
    const url = `/api/invoices/${invoice.id}/email`;
    const first = await send(url, 'send-invoice-1');
    const repeat = await send(url, 'send-invoice-1');
    expect(first.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(body(repeat)).toEqual(body(first));
    expect(await invoiceMails(invoice)).toHaveLength(1);

    // A new press is a new e-mail.
    expect((await send(url, 'send-invoice-2')).statusCode).toBe(200);
    expect(await invoiceMails(invoice)).toHaveLength(2);
  });

  it('sends one e-mail when the two requests of a double click arrive together', async () => {
    const invoice = await newInvoice();
    const url = `/api/invoices/${invoice.id}/email`;
    const replies = await Promise.all([send(url, 'double-1'), send(url, 'double-1')]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await invoiceMails(invoice)).toHaveLength(1);
    const later = await send(url, 'double-1');
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await invoiceMails(invoice)).toHaveLength(1);
  });
});

describe('voiding an invoice with an Idempotency-Key', () => {
  it('voids once and answers the repeat with the same void, not "already void"', async () => {
    const invoice = await newInvoice();
    const url = `/api/invoices/${invoice.id}/void`;
    const first = await send(url, 'void-1');
    const repeat = await send(url, 'void-1');
    expect([first.statusCode, repeat.statusCode]).toEqual([200, 200]);
    expect(body<Invoice>(first)).toMatchObject({ number: invoice.number, status: 'void' });
    expect(body(repeat)).toEqual(body(first));
    // Without the key a second void is still refused.
    expect((await call('POST', url, co.team.office)).statusCode).toBe(409);
  });
});

describe('marking dockets invoiced with an Idempotency-Key', () => {
  it('marks once and answers the repeat with the same reply, not "not ready"', async () => {
    const docket = await co.docket();
    const payload = { timesheetIds: [docket.id], invoiceNumber: 'EXT-77' };
    const first = await send('/api/admin/timesheets/mark-invoiced', 'mark-1', payload);
    const repeat = await send('/api/admin/timesheets/mark-invoiced', 'mark-1', payload);
    expect([first.statusCode, repeat.statusCode]).toEqual([200, 200]);
    expect(body(first)).toMatchObject({ count: 1, invoiceNumber: 'EXT-77' });
    expect(body(repeat)).toEqual(body(first));
  });
});
