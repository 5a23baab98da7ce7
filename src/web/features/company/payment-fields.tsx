import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { companyForm } from '../../../shared/company/schemas';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { FormField } from '../../components/form-field';

type Values = z.input<typeof companyForm>;

/** Company Info's payment details: how clients pay, printed under 'How to pay' on each tax invoice. */
export function PaymentFields({
  register,
  errors,
  title,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  title: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <h3 className={`${title} sm:col-span-2`}>Payment details</h3>
      <p className="-mt-2 text-sm text-ink-muted sm:col-span-2">
        Printed under ‘How to pay’ on your tax invoices and in their e-mails, with the invoice number as the
        payment reference. All optional.
      </p>
      <FormField id="company-account-name" label="Account Name" error={errors.paymentAccountName?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('paymentAccountName')} />}
      </FormField>
      <FormField id="company-bsb" label="BSB" error={errors.paymentBsb?.message} hint="6 digits.">
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            placeholder="062-000"
            {...register('paymentBsb')}
          />
        )}
      </FormField>
      <FormField
        id="company-account-number"
        label="Account Number"
        error={errors.paymentAccountNumber?.message}
        hint="4 to 10 digits."
      >
        {(control) => (
          <Input {...control} inputMode="numeric" autoComplete="off" {...register('paymentAccountNumber')} />
        )}
      </FormField>
      <FormField
        id="company-payment-note"
        label="Payment Note"
        error={errors.paymentNote?.message}
        hint="Another way to pay, e.g. ‘Pay by card at …’. At most 500 characters."
      >
        {(control) => <Textarea {...control} rows={2} className="min-h-11" {...register('paymentNote')} />}
      </FormField>
    </div>
  );
}
