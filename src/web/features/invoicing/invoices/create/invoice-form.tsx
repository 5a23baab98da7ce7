import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { todayIn } from '../../../../../shared/dates';
import type { ReplyOf } from '../../../../lib/api';
import { FormDialogFooter } from '../../../../components/form-dialog-footer';
import { LoadFailed } from '../../../../components/load-failed';
import { DialogForm } from '../../../../components/ui/dialog';
import { LoadingText } from '../../../../components/ui/spinner';
import { formatMoney } from '../../../../../shared/dockets/docket-math';
import { toast } from '../../../../lib/toast-store';
import { useClients } from '../../../clients/api';
import { initialDates, InvoiceDetailsFields } from '../invoice-details-fields';
import { BuyerFields, clientContact, type Buyer } from './buyer-fields';
import { checkInvoice, NO_ERRORS, refusalErrors, type InvoiceFormErrors } from './invoice-form-errors';
import { InvoiceLines } from './invoice-lines';
import type { InvoicePreview } from './invoice-preview';
import { useCreateInvoice, type CreateInvoiceBody } from '../../api/create-invoice';
import { useInvoiceDraft } from './use-invoice-draft';

type InvoiceFormProps = {
  companyId: number;
  timeZone: string;
  docketIds: number[];
  onCreated: (invoice: ReplyOf<'POST /api/companies/:companyId/invoices'>) => void;
};

/**
 * The product's own tax invoice (DECISIONS 'Beyond the spec'): who it is to, reference, the invoice
 * date (today in the company's zone, fixed), the due date (today + 30 days), and the lines and totals
 * the server will write. A refusal stays in the form with everything typed.
 */
export function InvoiceForm({ companyId, timeZone, docketIds, onCreated }: InvoiceFormProps) {
  const draft = useInvoiceDraft(companyId, docketIds);
  const clients = useClients(companyId);
  if (draft.failed || clients.isError)
    return <LoadFailed title="Failed to fetch dockets" onRetry={draft.retry} />;
  if (!draft.preview || draft.projectsClientId === undefined || !clients.data)
    return <LoadingText label="Loading dockets…" />;
  // The client defaults to the dockets' projects' client, with its contact person.
  const client = clients.data.find((c) => c.id === draft.projectsClientId);
  return (
    <InvoiceDetails
      companyId={companyId}
      today={todayIn(timeZone)}
      docketIds={docketIds}
      preview={draft.preview}
      initialBuyer={{ clientId: client?.id ?? null, ...clientContact(client) }}
      onCreated={onCreated}
    />
  );
}

type InvoiceDetailsProps = Omit<InvoiceFormProps, 'timeZone'> & {
  today: string;
  preview: InvoicePreview;
  initialBuyer: Buyer;
};

function InvoiceDetails({
  companyId,
  today,
  docketIds,
  preview,
  initialBuyer,
  onCreated,
}: InvoiceDetailsProps) {
  const [buyer, setBuyer] = useState(initialBuyer);
  const [dates, setDates] = useState(() => initialDates(today));
  const [errors, setErrors] = useState<InvoiceFormErrors>(NO_ERRORS);
  const create = useCreateInvoice(companyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: CreateInvoiceBody = {
      timesheetIds: docketIds,
      clientId: buyer.clientId,
      contactName: buyer.contactName.trim() || null,
      contactEmail: buyer.contactEmail.trim() || null,
      reference: dates.reference.trim() || null,
      date: today,
      dueDate: dates.dueDate,
    };
    const invalid = checkInvoice(body);
    setErrors(invalid ?? NO_ERRORS);
    if (invalid) return;
    create.mutate(body, {
      onSuccess: (invoice) => {
        toast({
          title: `Invoice ${invoice.number} created`,
          description: `${invoice.clientName ?? invoice.contactName ?? 'Invoice'} · ${formatMoney(invoice.total ?? '0')}`,
        });
        onCreated(invoice);
      },
      onError: (error) => setErrors(refusalErrors(error)),
    });
  };

  return (
    <DialogForm onSubmit={submit} className="grid gap-5" aria-label="Invoice details">
      <InvoiceDetailsFields
        legend="Invoice details"
        idPrefix="invoice"
        disabled={create.isPending}
        today={today}
        dates={dates}
        errors={errors.fields}
        onChange={setDates}
      >
        <BuyerFields companyId={companyId} buyer={buyer} errors={errors.fields} onChange={setBuyer} />
      </InvoiceDetailsFields>
      <InvoiceLines preview={preview} />
      {errors.form && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-danger-soft p-3 text-sm font-medium text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {errors.form}
        </p>
      )}
      {/* Create waits while sending and stays off with no line items (002 §5). */}
      <FormDialogFooter
        pending={create.isPending}
        disabled={!preview.lines.length}
        submitLabel="Create Invoice"
        pendingLabel="Creating…"
      />
    </DialogForm>
  );
}
