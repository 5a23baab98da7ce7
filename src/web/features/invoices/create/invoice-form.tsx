import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { addDays, formatCalendarDate, todayIn } from '../../../../shared/dates';
import { INVOICE_DUE_DAYS, type InvoiceReply } from '../../../../shared/schemas/invoices';
import { FormField, InputField } from '../../../components/form-field';
import { LoadFailed } from '../../../components/load-failed';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { formatMoney } from '../../../../shared/docket-math';
import { toast } from '../../../lib/toast-store';
import { useClients } from '../../clients/api';
import { BuyerFields, clientContact, type Buyer } from './buyer-fields';
import { checkInvoice, NO_ERRORS, refusalErrors, type InvoiceFormErrors } from './invoice-form-errors';
import { InvoiceLines } from './invoice-lines';
import type { InvoicePreview } from './invoice-preview';
import { useCreateInvoice, type CreateInvoiceBody } from './use-create-invoice';
import { useInvoiceDraft } from './use-invoice-draft';

type InvoiceFormProps = {
  companyId: number;
  timeZone: string;
  docketIds: number[];
  onCreated: (invoice: InvoiceReply) => void;
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
  const [reference, setReference] = useState('');
  const [dueDate, setDueDate] = useState(() => addDays(today, INVOICE_DUE_DAYS));
  const [errors, setErrors] = useState<InvoiceFormErrors>(NO_ERRORS);
  const create = useCreateInvoice(companyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: CreateInvoiceBody = {
      timesheetIds: docketIds,
      clientId: buyer.clientId,
      contactName: buyer.contactName.trim() || null,
      contactEmail: buyer.contactEmail.trim() || null,
      reference: reference.trim() || null,
      date: today,
      dueDate,
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
        onCreated({
          ...invoice,
          createdAt: new Date(invoice.createdAt),
          voidedAt: invoice.voidedAt ? new Date(invoice.voidedAt) : null,
        });
      },
      onError: (error) => setErrors(refusalErrors(error)),
    });
  };

  return (
    <DialogForm onSubmit={submit} className="grid gap-5" aria-label="Invoice details">
      <fieldset disabled={create.isPending} className="grid gap-4">
        <legend className="sr-only">Invoice details</legend>
        <BuyerFields companyId={companyId} buyer={buyer} errors={errors.fields} onChange={setBuyer} />
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField
            id="invoice-reference"
            label="Reference"
            autoComplete="off"
            value={reference}
            error={errors.fields.reference}
            onChange={(e) => setReference(e.target.value)}
          />
          <FormField id="invoice-date" label="Invoice Date" hint="Today">
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
            id="invoice-due-date"
            label="Due Date"
            type="date"
            required
            min={today}
            value={dueDate}
            error={errors.fields.dueDate}
            onChange={(e) => setDueDate(e.target.value)}
          />
        </div>
      </fieldset>
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
      <CreateFooter pending={create.isPending} empty={!preview.lines.length} />
    </DialogForm>
  );
}

/** Cancel and Create: Create waits while sending and stays off with no line items (002 §5). */
function CreateFooter({ pending, empty }: { pending: boolean; empty: boolean }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending || empty}>
        {pending && <Spinner />}
        {pending ? 'Creating…' : 'Create Invoice'}
      </Button>
    </DialogFooter>
  );
}
