import { and, eq } from 'drizzle-orm';
import { hundredths } from '../../../../shared/hundredths';
import { PAYMENT_MSG, type RecordPaymentInput } from '../../../../shared/invoicing/payments-schemas';
import { recordActivity } from '../../../access/activity';
import type { Actor } from '../../../access/sessions';
import type { Db, Tx } from '../../../db/client';
import { invoicePayments, invoices } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../errors';
import { companyToday } from '../../../db/company-today';
import { invoiceSubject } from '../invoices/create';
import { paymentsReplyOf } from './reply';

type Invoice = { id: number; number: string; status: 'issued' | 'void'; total: string; dueDate: string };

/** The actor's company's invoice, locked until the transaction ends: payments on it wait their turn. */
async function lockInvoice(tx: Tx, actor: Actor, id: number): Promise<Invoice> {
  const [invoice] = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      total: invoices.total,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, actor.companyId)))
    .for('update');
  if (!invoice) throw notFound('Invoice');
  return invoice;
}

/**
 * Records a payment on an own tax invoice (issue 27), in one transaction holding the invoice's row:
 * never on a void invoice, never a day after the company's today, never more than is still due (so
 * two payments at once cannot overpay).
 */
export async function recordPayment(db: Db, actor: Actor, invoiceId: number, input: RecordPaymentInput) {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, actor, invoiceId);
    if (invoice.status === 'void') throw conflict(PAYMENT_MSG.voidInvoice(invoice.number));
    if (input.paidOn > (await companyToday(tx, actor.companyId)))
      throw badRequest(PAYMENT_MSG.futureDate, { field: 'paidOn' });
    const { payment: before } = await paymentsReplyOf(tx, actor, invoice);
    if (hundredths(input.amount) > hundredths(before.amountDue))
      throw badRequest(PAYMENT_MSG.overpaid(input.amount, before.amountDue, invoice.number), {
        field: 'amount',
      });
    const [made] = await tx
      .insert(invoicePayments)
      .values({ companyId: actor.companyId, invoiceId, ...input, createdById: actor.userId })
      .returning({ id: invoicePayments.id });
    await recordActivity(tx, actor, {
      kind: 'invoice.payment_recorded',
      subject: invoiceSubject(invoiceId, invoice.number),
      after: { paymentId: made!.id, paidOn: input.paidOn, amount: input.amount },
    });
    return paymentsReplyOf(tx, actor, invoice);
  });
}

/** Undoes a payment (deletes it) under the same lock; another invoice's or company's is not found. */
export async function undoPayment(db: Db, actor: Actor, invoiceId: number, paymentId: number) {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, actor, invoiceId);
    const [undone] = await tx
      .delete(invoicePayments)
      .where(
        and(
          eq(invoicePayments.id, paymentId),
          eq(invoicePayments.invoiceId, invoiceId),
          eq(invoicePayments.companyId, actor.companyId),
        ),
      )
      .returning({ paidOn: invoicePayments.paidOn, amount: invoicePayments.amount });
    if (!undone) throw notFound('Payment');
    await recordActivity(tx, actor, {
      kind: 'invoice.payment_undone',
      subject: invoiceSubject(invoiceId, invoice.number),
      before: { paymentId, ...undone },
    });
    return paymentsReplyOf(tx, actor, invoice);
  });
}
