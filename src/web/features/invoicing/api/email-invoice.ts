import { api } from '../../../lib/api';
import { toastDelivery } from '../../../lib/delivery-toast';
import { toastFailure } from '../../../lib/failure';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import type { IssuedInvoice } from './get-invoices';

/** E-mail the invoice PDF to the given address (the contact's, prefilled); one press, one e-mail. */
export function useEmailInvoice(invoice: IssuedInvoice, onDone: () => void) {
  return useWritingMutation({
    mutationFn: (email: string, idempotencyKey) =>
      api('POST /api/invoices/:id/email', {
        params: { id: invoice.id },
        body: { email },
        idempotencyKey,
      }),
    onSuccess: ({ status }, email) => {
      toastDelivery({
        status,
        to: email,
        what: `Invoice ${invoice.number}`,
        sent: { title: `Invoice ${invoice.number} sent`, description: `E-mailed to ${email}.` },
        instead: 'Download the PDF and send it yourself.',
      });
      onDone();
    },
    onError: (error) =>
      toastFailure('Failed to send email', error, 'The invoice could not be e-mailed. Please try again.'),
  });
}
