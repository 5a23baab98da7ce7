import { and, eq } from 'drizzle-orm';
import type { DocketReply } from '../../../shared/dockets/schemas';
import type { PaymentSummary } from '../../../shared/invoicing/payment-status';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { seesMoney } from './views';
import { companyToday } from '../../db/company-today';
import { activeInvoiceOf, xeroInvoiceOf, xeroInvoicesMade } from '../../db/docket-invoice';
import {
  ownPaymentSummary,
  paymentsByInvoice,
  xeroPaymentSummary,
  xeroStatusesOf,
} from '../../db/invoice-payments';

/** The payment status of the invoice an invoiced docket is on: its own invoice's, or its Xero invoice's. */
async function invoicePaymentOf(db: Db, actor: Actor, docketId: number): Promise<PaymentSummary | null> {
  const today = await companyToday(db, actor.companyId);
  const own = await activeInvoiceOf(db, docketId);
  if (own) {
    const [invoice] = await db
      .select({ status: invoices.status, total: invoices.total, dueDate: invoices.dueDate })
      .from(invoices)
      .where(and(eq(invoices.id, own.id), eq(invoices.companyId, actor.companyId)));
    const payments = (await paymentsByInvoice(db, actor.companyId, [own.id])).get(own.id) ?? [];
    return invoice ? ownPaymentSummary(invoice, payments, today) : null;
  }
  const xero = await xeroInvoiceOf(db, actor.companyId, docketId);
  if (!xero) return null;
  // What the dockets' 'invoiced' events recorded when Xero made the invoice: its total and due date.
  const made = (await xeroInvoicesMade(db, actor.companyId, [xero.xeroInvoiceId])).get(xero.xeroInvoiceId);
  const read = (await xeroStatusesOf(db, actor.companyId, [xero.xeroInvoiceId])).get(xero.xeroInvoiceId);
  const invoice = { status: 'issued' as const, total: made?.total ?? '0.00', dueDate: made?.dueDate ?? null };
  return xeroPaymentSummary(invoice, read, today);
}

/** One docket's reply with its invoice's payment status (issue 27), for a caller who sees money. */
export async function withInvoicePayment(db: Db, actor: Actor, docket: DocketReply): Promise<DocketReply> {
  if (!docket.invoiced || !seesMoney(actor)) return docket;
  return { ...docket, invoicePayment: await invoicePaymentOf(db, actor, docket.id) };
}
