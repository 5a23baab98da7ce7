import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatAbn } from '../../../shared/company/abn';
import { formatBsb } from '../../../shared/company/payment-details';
import { companyForm, type CompanyFormValues } from '../../../shared/company/schemas';
import type { CompanyReply } from '../../../shared/auth/users-schemas';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { FormField } from '../../components/form-field';
import { fieldErrors } from '../../lib/failure';
import { SelectControl } from '../../components/select-field';
import { useUpdateCompany } from './api/update-company';
import { ACCOUNTING_CHOICES, APPROVAL_CHOICES } from './company-choices';
import { InvoicePrefixField } from './invoice-prefix-field';
import { PaymentFields } from './payment-fields';
import { timeZoneChoices } from './time-zones';

type FormValues = z.input<typeof companyForm>;

const valuesOf = (company: CompanyReply): FormValues => ({
  name: company.name,
  email: company.email ?? '',
  phone: company.phone ?? '',
  address: company.address ?? '',
  abn: company.abn ? formatAbn(company.abn) : '',
  paymentAccountName: company.paymentAccountName ?? '',
  paymentBsb: company.paymentBsb ? formatBsb(company.paymentBsb) : '',
  paymentAccountNumber: company.paymentAccountNumber ?? '',
  paymentNote: company.paymentNote ?? '',
  invoicePrefix: company.invoicePrefix,
  defaultStartTime: company.defaultStartTime.slice(0, 5),
  defaultFinishTime: company.defaultFinishTime.slice(0, 5),
  approvalDefault: company.approvalDefault,
  accountingSoftware: company.accountingSoftware,
  timeZone: company.timeZone,
});

const groupTitle = 'text-sm font-bold tracking-wider text-ink-muted uppercase';

/** Settings → Company Info for admin and office (spec 002 §5 rules, from the server's own schema). */
export function CompanyForm({ company }: { company: CompanyReply }) {
  const form = useForm<FormValues, unknown, CompanyFormValues>({
    resolver: zodResolver(companyForm),
    defaultValues: valuesOf(company),
  });
  const { errors } = form.formState;
  const update = useUpdateCompany(company.id);
  const busy = update.isPending;
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => form.reset(valuesOf(saved)),
      // A prefix refused by the server (409 prefix_taken) is said under the field too.
      onError: (error) =>
        fieldErrors(error, ['invoicePrefix'] as const).forEach(({ field, message }) =>
          form.setError(field, { message }),
        ),
    }),
  );
  const select = (name: 'approvalDefault' | 'accountingSoftware' | 'timeZone') => ({
    control: form.control,
    name,
  });

  return (
    <Card className="overflow-hidden">
      <form noValidate onSubmit={submit} aria-label="Company information">
        <fieldset disabled={busy} className="grid gap-8 p-5 sm:p-6">
          <legend className="sr-only">Company information</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <h3 className={`${groupTitle} sm:col-span-2`}>Contact details</h3>
            <FormField id="company-name" label="Company Name" required error={errors.name?.message}>
              {(control) => <Input {...control} autoComplete="organization" {...form.register('name')} />}
            </FormField>
            <FormField id="company-email" label="Email" required error={errors.email?.message}>
              {(control) => (
                <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
              )}
            </FormField>
            <FormField id="company-phone" label="Phone" error={errors.phone?.message}>
              {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
            </FormField>
            <FormField id="company-address" label="Address" error={errors.address?.message}>
              {(control) => (
                <Textarea {...control} rows={2} className="min-h-11" {...form.register('address')} />
              )}
            </FormField>
            <FormField
              id="company-abn"
              label="ABN"
              error={errors.abn?.message}
              hint="Shown on your tax invoices. 11 digits, spaces optional."
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="51 824 753 556"
                  {...form.register('abn')}
                />
              )}
            </FormField>
          </div>
          <InvoicePrefixField
            control={form.control}
            register={form.register}
            errors={errors}
            title={groupTitle}
            saved={company.invoicePrefix}
          />
          <PaymentFields register={form.register} errors={errors} title={groupTitle} />
          <div className="grid gap-4 sm:grid-cols-2">
            <h3 className={`${groupTitle} sm:col-span-2`}>Working defaults</h3>
            <FormField id="company-start" label="Default Start Time" error={errors.defaultStartTime?.message}>
              {(control) => (
                <Input {...control} type="time" placeholder="08:00" {...form.register('defaultStartTime')} />
              )}
            </FormField>
            <FormField
              id="company-finish"
              label="Default Finish Time"
              error={errors.defaultFinishTime?.message}
            >
              {(control) => (
                <Input {...control} type="time" placeholder="17:00" {...form.register('defaultFinishTime')} />
              )}
            </FormField>
            <FormField id="company-approval" label="Docket Approval" error={errors.approvalDefault?.message}>
              {(control) => (
                <Controller
                  {...select('approvalDefault')}
                  render={({ field }) => (
                    <SelectControl control={control} options={APPROVAL_CHOICES} field={field} />
                  )}
                />
              )}
            </FormField>
            <FormField
              id="company-time-zone"
              label="Time Zone"
              error={errors.timeZone?.message}
              hint="Today, weeks and pay periods follow this time zone."
            >
              {(control) => (
                <Controller
                  {...select('timeZone')}
                  render={({ field }) => (
                    <SelectControl
                      control={control}
                      options={timeZoneChoices(company.timeZone)}
                      field={field}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField
              id="company-accounting"
              label="Accounting Software"
              error={errors.accountingSoftware?.message}
              hint="With Xero, invoices and payroll timesheets go straight to Xero."
            >
              {(control) => (
                <Controller
                  {...select('accountingSoftware')}
                  render={({ field }) => (
                    <SelectControl control={control} options={ACCOUNTING_CHOICES} field={field} />
                  )}
                />
              )}
            </FormField>
          </div>
        </fieldset>
        <div className="flex justify-end border-t border-line bg-surface-muted px-5 py-4 sm:px-6">
          <Button type="submit" disabled={busy} className="max-sm:w-full">
            <Save aria-hidden="true" />
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
