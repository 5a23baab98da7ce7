import type { InvoicePaymentsReply } from '../../../../shared/invoicing/payments-schemas';
import type { Actor } from '../../../access/sessions';
import type { Db, Tx } from '../../../db/client';
import { companyToday } from '../../../db/company-today';
import { ownPaymentSummary, paymentsByInvoice } from '../../../db/invoice-payments';

type Invoice = { id: number; status: 'issued' | 'void'; total: string; dueDate: string };

/** An invoice's payment status and its payments (oldest day first), as of the company's today. */
export async function paymentsReplyOf(
  db: Db | Tx,
  actor: Actor,
  invoice: Invoice,
): Promise<InvoicePaymentsReply> {
  const payments = (await paymentsByInvoice(db, actor.companyId, [invoice.id])).get(invoice.id) ?? [];
  const today = await companyToday(db, actor.companyId);
  return {
    payment: ownPaymentSummary(invoice, payments, today),
    payments: payments.map((p) => ({
      id: p.id,
      paidOn: p.paidOn,
      amount: p.amount,
      createdById: p.createdById,
      createdAt: p.createdAt,
    })),
  };
}
