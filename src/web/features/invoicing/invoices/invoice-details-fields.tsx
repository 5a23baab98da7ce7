import type { ReactNode } from 'react';
import { addDays, formatCalendarDate } from '../../../../shared/dates';
import { INVOICE_DUE_DAYS } from '../../../../shared/invoicing/invoices-schemas';
import { FormField, InputField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';

/** What both invoice forms ask besides who it is to. */
export type InvoiceDates = { reference: string; dueDate: string };

/** No reference yet; due today + 30 days (INVOICE_DUE_DAYS). */
export const initialDates = (today: string): InvoiceDates => ({
  reference: '',
  dueDate: addDays(today, INVOICE_DUE_DAYS),
});

type InvoiceDetailsFieldsProps = {
  /** The fieldset's name for screen readers ('Invoice details'). */
  legend: string;
  /** The fields' ids start with it ('invoice' gives invoice-reference, invoice-date, invoice-due-date). */
  idPrefix: string;
  /** Everything waits while the invoice is on its way. */
  disabled: boolean;
  /** The invoice date: today in the company's zone, shown and fixed. */
  today: string;
  dates: InvoiceDates;
  errors: { reference?: string; dueDate?: string };
  onChange: (dates: InvoiceDates) => void;
  /** Who the invoice is to: the buyer's or the Xero contact's fields, above the dates. */
  children: ReactNode;
};

/**
 * The head of both invoice forms (the product's own and Xero's): who it is to, then Reference, the
 * fixed Invoice Date and the Due Date (not before today).
 */
export function InvoiceDetailsFields({
  legend,
  idPrefix,
  disabled,
  today,
  dates,
  errors,
  onChange,
  children,
}: InvoiceDetailsFieldsProps) {
  return (
    <fieldset disabled={disabled} className="grid gap-4">
      <legend className="sr-only">{legend}</legend>
      {children}
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          id={`${idPrefix}-reference`}
          label="Reference"
          autoComplete="off"
          value={dates.reference}
          error={errors.reference}
          onChange={(e) => onChange({ ...dates, reference: e.target.value })}
        />
        <FormField id={`${idPrefix}-date`} label="Invoice Date" hint="Today">
          {(control) => (
            <Input
              {...control}
              value={formatCalendarDate(today, 'short')}
              readOnly
              className="bg-surface-muted"
            />
          )}
        </FormField>
        <InputField
          id={`${idPrefix}-due-date`}
          label="Due Date"
          type="date"
          required
          min={today}
          value={dates.dueDate}
          error={errors.dueDate}
          onChange={(e) => onChange({ ...dates, dueDate: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
