import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  amountDueOf,
  paymentStatusOf,
  xeroStanding,
  type PaymentSummary,
} from '../../shared/invoicing/payment-status';
import { sumMoney } from '../../shared/dockets/docket-math';
import type { Db, Tx } from './client';
import { invoicePayments, xeroInvoiceStatuses } from './schema';

type XeroStatusRow = typeof xeroInvoiceStatuses.$inferSelect;
type Paid = { amount: string; paidOn: string };

/**
 * An own tax invoice's payment status from its recorded payments: void as voided, else open; paid
 * on the day of the latest payment once nothing is due.
 */
export function ownPaymentSummary(
  invoice: { status: 'issued' | 'void'; total: string; dueDate: string },
  payments: readonly Paid[],
  today: string,
): PaymentSummary {
  const amounts = payments.map((p) => p.amount);
  const amountDue = amountDueOf(invoice.total, amounts);
  const amountPaid = sumMoney(amounts);
  const standing = invoice.status === 'void' ? 'voided' : 'open';
  const status = paymentStatusOf({ standing, amountPaid, amountDue, dueDate: invoice.dueDate, today });
  const lastPaid = payments.reduce<string | null>((day, p) => (day && day > p.paidOn ? day : p.paidOn), null);
  return { status, amountPaid, amountDue, paidOn: status === 'paid' ? lastPaid : null, checkedAt: null };
}

/**
 * A Xero invoice's payment status from what Xero last said of it; before any read, a draft as the
 * product made it (its total due). Voided once its dockets were released after Xero voided it.
 */
export function xeroPaymentSummary(
  invoice: { status: 'issued' | 'void'; total: string; dueDate: string | null },
  read: XeroStatusRow | undefined,
  today: string,
): PaymentSummary {
  if (!read) {
    const standing = invoice.status === 'void' ? 'voided' : 'draft';
    const status = paymentStatusOf({
      standing,
      amountPaid: '0.00',
      amountDue: invoice.total,
      dueDate: null,
      today,
    });
    return { status, amountPaid: '0.00', amountDue: invoice.total, paidOn: null, checkedAt: null };
  }
  const standing = invoice.status === 'void' ? 'voided' : xeroStanding(read.xeroStatus);
  const dueDate = read.dueDate ?? invoice.dueDate;
  const { amountPaid, amountDue } = read;
  const status = paymentStatusOf({ standing, amountPaid, amountDue, dueDate, today });
  const paidOn = status === 'paid' ? read.fullyPaidOn : null;
  return { status, amountPaid, amountDue, paidOn, checkedAt: read.checkedAt };
}

/** The payments recorded on some of a company's own invoices, oldest day first, by invoice. */
export async function paymentsByInvoice(db: Db | Tx, companyId: number, invoiceIds: readonly number[]) {
  const byInvoice = new Map<number, (typeof invoicePayments.$inferSelect)[]>();
  if (!invoiceIds.length) return byInvoice;
  const rows = await db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.companyId, companyId), inArray(invoicePayments.invoiceId, [...invoiceIds])))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
  for (const row of rows) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
  return byInvoice;
}

/** What Xero last said of some of a company's Xero invoices, by Xero's InvoiceID. */
export async function xeroStatusesOf(db: Db | Tx, companyId: number, xeroInvoiceIds: readonly string[]) {
  if (!xeroInvoiceIds.length) return new Map<string, XeroStatusRow>();
  const rows = await db
    .select()
    .from(xeroInvoiceStatuses)
    .where(
      and(
        eq(xeroInvoiceStatuses.companyId, companyId),
        inArray(xeroInvoiceStatuses.xeroInvoiceId, [...xeroInvoiceIds]),
      ),
    );
  return new Map(rows.map((row) => [row.xeroInvoiceId, row]));
}
