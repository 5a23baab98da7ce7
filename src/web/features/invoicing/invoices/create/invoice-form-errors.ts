import { createInvoiceBody } from '../../../../../shared/invoicing/invoices-schemas';
import { failureText, fieldErrors, OFFLINE_TEXT } from '../../../../lib/failure';
import type { CreateInvoiceBody } from '../../api/create-invoice';

export const INVOICE_FORM_FIELDS = [
  'clientId',
  'contactName',
  'contactEmail',
  'reference',
  'dueDate',
] as const;
export type InvoiceFormField = (typeof INVOICE_FORM_FIELDS)[number];

/** What the form shows: a message under a field, and one for the whole invoice (e.g. a docket taken). */
export type InvoiceFormErrors = { fields: Partial<Record<InvoiceFormField, string>>; form: string | null };

export const NO_ERRORS: InvoiceFormErrors = { fields: {}, form: null };

const isFormField = (path: unknown): path is InvoiceFormField =>
  (INVOICE_FORM_FIELDS as readonly unknown[]).includes(path);

/** The same schema as the server's, so its messages appear before anything is sent. */
export function checkInvoice(body: CreateInvoiceBody): InvoiceFormErrors | null {
  const result = createInvoiceBody.safeParse(body);
  if (result.success) return null;
  const errors: InvoiceFormErrors = { fields: {}, form: null };
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isFormField(field)) errors.fields[field] ??= issue.message;
    else errors.form ??= issue.message;
  }
  return errors;
}

/**
 * A refusal from the server, where it belongs: under the field it names, otherwise above the
 * buttons (409 'Docket #12 is already invoiced…'), so the form keeps everything typed.
 */
export function refusalErrors(error: unknown): InvoiceFormErrors {
  const found = fieldErrors(error, INVOICE_FORM_FIELDS);
  const fields = Object.fromEntries(found.map((e) => [e.field, e.message]));
  return {
    fields,
    form: found.length
      ? null
      : failureText(error, 'Unable to create invoice. Please try again.', { offline: OFFLINE_TEXT }),
  };
}
