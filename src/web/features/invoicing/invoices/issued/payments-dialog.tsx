import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { todayIn } from '../../../../../shared/dates';
import { hundredths } from '../../../../../shared/hundredths';
import type { PaymentSummary } from '../../../../../shared/invoicing/payment-status';
import { recordPaymentBody } from '../../../../../shared/invoicing/payments-schemas';
import { FormDialogFooter } from '../../../../components/form-dialog-footer';
import { InputField } from '../../../../components/form-field';
import { TitledDialog } from '../../../../components/titled-dialog';
import { DialogForm } from '../../../../components/ui/dialog';
import { LoadingText } from '../../../../components/ui/spinner';
import { fieldErrors, toastFailure } from '../../../../lib/failure';
import { useAuth } from '../../../auth/api';
import { useInvoice } from '../../api/get-invoice';
import type { IssuedInvoice } from '../../api/get-invoices';
import { useRecordPayment } from '../../api/record-payment';
import { PaymentBadge } from './payment-badge';
import { PaymentList } from './payment-list';

type PaymentsDialogProps = {
  companyId: number;
  /** The invoice the dialog is open for; null while closed. */
  invoice: IssuedInvoice | null;
  onClose: () => void;
};

/** Record a payment on an own invoice (part payments add up), and see or undo the ones recorded (issue 27). */
export function PaymentsDialog({ companyId, invoice, onClose }: PaymentsDialogProps) {
  const full = useInvoice(invoice?.id ?? 0, invoice !== null);
  const payment = full.data?.payment ?? invoice?.payment;
  return (
    <TitledDialog
      open={invoice !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Record payment on ${invoice?.number ?? ''}`}
      description={payment ? <PaymentBadge payment={payment} /> : null}
    >
      {invoice && payment && hundredths(payment.amountDue) > 0n && (
        <PaymentForm
          key={payment.amountDue}
          companyId={companyId}
          invoice={invoice}
          due={payment}
          onClose={onClose}
        />
      )}
      {invoice && payment?.status === 'paid' && (
        <p className="text-sm">Nothing is due on {invoice.number}.</p>
      )}
      {invoice && full.isPending && <LoadingText label="Loading payments…" />}
      {invoice && full.data && (
        <PaymentList companyId={companyId} invoice={invoice} payments={full.data.payments} />
      )}
    </TitledDialog>
  );
}

type FormProps = {
  companyId: number;
  invoice: IssuedInvoice;
  due: Pick<PaymentSummary, 'amountDue'>;
  onClose: () => void;
};
const FIELDS = ['paidOn', 'amount'] as const;

/** Date (today in the company's zone) and Amount (what is due), checked as the server checks them. */
function PaymentForm({ companyId, invoice, due, onClose }: FormProps) {
  const { company } = useAuth();
  const today = todayIn(company!.timeZone);
  const form = useForm<z.input<typeof recordPaymentBody>, unknown, z.output<typeof recordPaymentBody>>({
    resolver: zodResolver(recordPaymentBody),
    defaultValues: { paidOn: today, amount: due.amountDue },
  });
  const record = useRecordPayment(companyId, invoice, onClose);
  const save = form.handleSubmit((body) =>
    record.mutate(body, {
      onError: (error) => {
        const found = fieldErrors(error, FIELDS);
        for (const { field, message } of found) form.setError(field, { message });
        if (!found.length) toastFailure('Payment not recorded', error, 'Please try again.');
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <DialogForm className="grid gap-4" onSubmit={save}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="payment-date"
          label="Date"
          type="date"
          required
          max={today}
          disabled={record.isPending}
          error={errors.paidOn?.message}
          {...form.register('paidOn')}
        />
        <InputField
          id="payment-amount"
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          required
          disabled={record.isPending}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
      </div>
      <FormDialogFooter pending={record.isPending} submitLabel="Save payment" pendingLabel="Saving…" />
    </DialogForm>
  );
}
