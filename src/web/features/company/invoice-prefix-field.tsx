import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { hasPrefixCharacters, invoiceNumberOf } from '../../../shared/invoicing/invoice-prefix';
import type { companyForm, CompanyFormValues } from '../../../shared/company/schemas';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/form-field';

type Values = z.input<typeof companyForm>;

type InvoicePrefixFieldProps = {
  control: Control<Values, unknown, CompanyFormValues>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  title: string;
  /** The prefix saved: the example numbers show it while what is typed is not a prefix. */
  saved: string;
};

/** Company Info's invoice number prefix (issue 29): what the company's own invoice numbers start with. */
export function InvoicePrefixField({ control, register, errors, title, saved }: InvoicePrefixFieldProps) {
  const typed = (useWatch({ control, name: 'invoicePrefix' }) ?? '').trim();
  const prefix = typed && hasPrefixCharacters(typed) ? typed : saved;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <h3 className={`${title} sm:col-span-2`}>Invoice numbers</h3>
      <FormField
        id="company-invoice-prefix"
        label="Invoice Number Prefix"
        required
        error={errors.invoicePrefix?.message}
        hint={
          <>
            Your invoice numbers look like {invoiceNumberOf(prefix, 1)}. The prefix keeps them apart from
            Xero’s <span className="whitespace-nowrap">INV- numbers</span>. A new prefix applies from the next
            invoice; numbers already issued keep theirs.
          </>
        }
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            placeholder="SD-"
            {...register('invoicePrefix')}
          />
        )}
      </FormField>
    </div>
  );
}
