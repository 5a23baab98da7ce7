import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '../../../../shared/dockets/docket-math';
import type { RecordPaymentInput } from '../../../../shared/invoicing/payments-schemas';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { refreshAfterInvoicing } from '../invoicing-refresh';
import type { IssuedInvoice } from './get-invoices';

/** Record a payment on an own invoice (issue 27); a refusal is left to the form, which shows it at its field. */
export function useRecordPayment(companyId: number, invoice: IssuedInvoice, onDone: () => void) {
  const client = useQueryClient();
  return useWritingMutation({
    mutationFn: (body: RecordPaymentInput, idempotencyKey) =>
      api('POST /api/companies/:companyId/invoices/:invoiceId/payments', {
        params: { companyId, invoiceId: invoice.id },
        body,
        idempotencyKey,
      }),
    onSuccess: async ({ payment }, body) => {
      toast({
        title: `Payment of ${formatMoney(body.amount)} recorded`,
        description:
          payment.status === 'paid'
            ? `${invoice.number} is paid.`
            : `${formatMoney(payment.amountDue)} is still due on ${invoice.number}.`,
      });
      onDone();
      await refreshAfterInvoicing(client, companyId);
    },
  });
}

/** Undo a recorded payment: its amount is due again. */
export function useUndoPayment(companyId: number, invoice: IssuedInvoice, onDone: () => void) {
  const client = useQueryClient();
  return useWritingMutation({
    mutationFn: (paymentId: number) =>
      api('DELETE /api/companies/:companyId/invoices/:invoiceId/payments/:paymentId', {
        params: { companyId, invoiceId: invoice.id, paymentId },
      }),
    onSuccess: async ({ payment }) => {
      toast({
        title: 'Payment undone',
        description: `${formatMoney(payment.amountDue)} is due on ${invoice.number}.`,
      });
      onDone();
      await refreshAfterInvoicing(client, companyId);
    },
  });
}
