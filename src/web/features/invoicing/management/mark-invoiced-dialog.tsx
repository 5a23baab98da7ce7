import { useState, type FormEvent } from 'react';
import { markInvoicedBody } from '../../../../shared/invoicing/schemas';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { InvoiceNumberField } from '../../../components/invoice-number-form';
import { TitledDialog } from '../../../components/titled-dialog';
import { DialogForm } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast-store';
import { useMarkInvoiced } from '../api/mark-invoiced';

type MarkInvoicedDialogProps = {
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ticked dockets. */
  timesheetIds: number[];
  /** Kept by the screen: Cancel keeps what was typed, success clears it (spec 002 §4). */
  invoiceNumber: string;
  onInvoiceNumberChange: (value: string) => void;
  onDone: () => void;
};

/** Mark Timesheets as Invoiced (spec 002 §2, §5): an optional number, trimmed, omitted if empty. */
export function MarkInvoicedDialog({
  companyId,
  open,
  onOpenChange,
  timesheetIds,
  invoiceNumber,
  onInvoiceNumberChange,
  onDone,
}: MarkInvoicedDialogProps) {
  const [error, setError] = useState<string>();
  const mark = useMarkInvoiced(companyId, onDone);
  const count = timesheetIds.length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = markInvoicedBody.safeParse({
      timesheetIds,
      invoiceNumber: invoiceNumber.trim() || undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'invoiceNumber') return setError(issue.message);
      return toast({ variant: 'destructive', title: 'No Selection', description: issue?.message });
    }
    setError(undefined);
    mark.mutate(parsed.data);
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => !mark.isPending && onOpenChange(next)}
      title="Mark Timesheets as Invoiced"
      description={`${count === 1 ? '1 timesheet' : `${count} timesheets`} will move to Recently Invoiced.`}
    >
      <DialogForm className="grid gap-4" onSubmit={submit}>
        <InvoiceNumberField
          id="mark-invoice-number"
          label="Invoice Number (optional)"
          value={invoiceNumber}
          disabled={mark.isPending}
          error={error}
          hint="The number of the invoice you sent, so the office can find it later."
          onChange={(event) => onInvoiceNumberChange(event.target.value)}
        />
        <FormDialogFooter
          pending={mark.isPending}
          submitLabel="Mark as Invoiced"
          pendingLabel="Processing..."
        />
      </DialogForm>
    </TitledDialog>
  );
}
