import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { todayIn } from '../../../../../shared/dates';
import { formatMoney } from '../../../../../shared/dockets/docket-math';
import type { TaxCode } from '../../../../../shared/xero/accounting-schemas';
import { createXeroInvoiceBody, XERO_ACCOUNT_CODE } from '../../../../../shared/invoicing/xero-schemas';
import { FormDialogFooter } from '../../../../components/form-dialog-footer';
import { LoadFailed } from '../../../../components/load-failed';
import { Button } from '../../../../components/ui/button';
import { DialogForm } from '../../../../components/ui/dialog';
import { LoadingText } from '../../../../components/ui/spinner';
import { toast } from '../../../../lib/toast-store';
import { getTaxCodesQuery, useTaxCodes } from '../../../xero/api';
import type { InvoicePreview } from '../create/invoice-preview';
import { useInvoiceDraft } from '../create/use-invoice-draft';
import { initialDates, InvoiceDetailsFields } from '../invoice-details-fields';
import type { ContactPrefill } from './client-contact';
import { attachmentsNote } from './attachments-note';
import { ContactField, type Contact } from './contact-field';
import { SyncTaxCodesRequired } from './sync-tax-codes-required';
import { useContactPrefill } from './use-contact-prefill';
import { useCreateXeroInvoice, type CreateXeroInvoiceBody } from '../../api/create-xero-invoice';
import { isNoTaxCodes } from './no-tax-codes';
import { INVOICE_FAILED_TITLE, invoiceFailureText } from './xero-invoice-failure';
import { XeroLineTable } from './xero-line-table';
import { salesTaxCodes, xeroLinesOf } from './xero-lines';

type XeroInvoiceFormProps = {
  companyId: number;
  timeZone: string;
  docketIds: number[];
  onCreated: () => void;
};

/**
 * 'Create Xero Invoice' (002 §2, §5) once Xero is connected: the dockets' lines and the company's
 * tax codes are read first; with no tax codes, 'Sync Tax Codes Required' opens over the dialog.
 */
export function XeroInvoiceForm({ companyId, timeZone, docketIds, onCreated }: XeroInvoiceFormProps) {
  const draft = useInvoiceDraft(companyId, docketIds);
  const taxCodes = useTaxCodes();
  const prefill = useContactPrefill(companyId, draft.clientIds);
  const [syncOpen, setSyncOpen] = useState(true);
  if (draft.failed) return <LoadFailed title="Failed to fetch dockets" onRetry={draft.retry} />;
  if (taxCodes.isError)
    return <LoadFailed title="Failed to fetch tax codes" onRetry={() => void taxCodes.refetch()} />;
  if (!draft.preview || !taxCodes.data) return <LoadingText label="Loading dockets…" />;
  if (prefill.kind === 'loading')
    return (
      <LoadingText
        label={prefill.client ? `Looking for ${prefill.client.name} in Xero…` : 'Loading dockets…'}
      />
    );
  const codes = salesTaxCodes(taxCodes.data.taxCodes);
  if (!codes.length)
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-card border border-line bg-surface-muted p-4 text-sm">
          Sync the tax codes from Xero before creating an invoice.
        </p>
        <div className="flex justify-end">
          <Button type="button" onClick={() => setSyncOpen(true)}>
            <RefreshCw aria-hidden="true" />
            Sync Tax Codes
          </Button>
        </div>
        <SyncTaxCodesRequired open={syncOpen} onOpenChange={setSyncOpen} />
      </div>
    );
  return (
    <XeroInvoiceDetails
      companyId={companyId}
      today={todayIn(timeZone)}
      docketIds={docketIds}
      preview={draft.preview}
      codes={codes}
      prefill={prefill}
      onCreated={onCreated}
    />
  );
}

type DetailsProps = Omit<XeroInvoiceFormProps, 'timeZone'> & {
  today: string;
  preview: InvoicePreview;
  codes: TaxCode[];
  prefill: ContactPrefill;
};

/** The contact the form starts on: the client's one Xero contact, else none. */
const initialContact = (prefill: ContactPrefill): Contact =>
  prefill.kind === 'found' ? { name: prefill.contact.Name, id: prefill.contact.ContactID } : { name: '' };

type FieldErrors = { contactName?: string; dueDate?: string };

function XeroInvoiceDetails({
  companyId,
  today,
  docketIds,
  preview,
  codes,
  prefill,
  onCreated,
}: DetailsProps) {
  const client = useQueryClient();
  const [contact, setContact] = useState<Contact>(() => initialContact(prefill));
  const [dates, setDates] = useState(() => initialDates(today));
  const [lines, setLines] = useState(() => xeroLinesOf(preview.lines, codes));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateXeroInvoice(companyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: CreateXeroInvoiceBody = {
      contactName: contact.name.trim(),
      contactId: contact.id,
      reference: dates.reference.trim() || undefined,
      date: today,
      dueDate: dates.dueDate,
      timesheetIds: docketIds,
      lineItems: lines.map((line) => ({
        timesheetId: line.timesheetId,
        description: line.description,
        quantity: Number(line.quantity),
        unitAmount: Number(line.unitAmount),
        taxType: line.taxType,
        accountCode: XERO_ACCOUNT_CODE,
      })),
    };
    const checked = createXeroInvoiceBody.safeParse(body);
    const fieldErrors = checked.success ? {} : fieldErrorsOf(checked.error.issues);
    setErrors(fieldErrors);
    if (!checked.success) return;
    create.mutate(body, {
      onSuccess: (invoice) => {
        toast({
          title: `Xero invoice ${invoice.invoiceNumber} created`,
          description: `${body.contactName} · ${formatMoney(invoice.total)} · saved as a draft in Xero · ${attachmentsNote(invoice.attachments)}`,
          // PDFs not attached: it stays until closed, to be read.
          ...(invoice.attachments.failed.length > 0 ? { variant: 'destructive' as const } : {}),
        });
        onCreated();
      },
      onError: (error) => {
        if (isNoTaxCodes(error)) {
          void client.invalidateQueries({ queryKey: getTaxCodesQuery().queryKey });
          return;
        }
        toast({
          variant: 'destructive',
          title: INVOICE_FAILED_TITLE,
          description: invoiceFailureText(error),
        });
      },
    });
  };

  return (
    <DialogForm onSubmit={submit} className="grid gap-5" aria-label="Xero invoice details">
      <InvoiceDetailsFields
        legend="Xero invoice details"
        idPrefix="xero"
        disabled={create.isPending}
        today={today}
        dates={dates}
        errors={errors}
        onChange={setDates}
      >
        <ContactField value={contact} error={errors.contactName} onChange={setContact} prefill={prefill} />
      </InvoiceDetailsFields>
      <XeroLineTable
        lines={lines}
        codes={codes}
        disabled={create.isPending}
        onTaxType={(key, taxType) =>
          setLines((all) => all.map((line) => (line.key === key ? { ...line, taxType } : line)))
        }
      />
      <FormDialogFooter
        pending={create.isPending}
        disabled={!lines.length}
        submitLabel="Create Xero Invoice"
        pendingLabel="Creating…"
        icon={<Send aria-hidden="true" />}
      />
    </DialogForm>
  );
}

/** The schema's messages under the two fields people fill (the rest come from the dockets). */
function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'contactName' || field === 'dueDate') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
