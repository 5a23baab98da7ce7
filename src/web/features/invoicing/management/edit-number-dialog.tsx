import { InvoiceNumberForm } from '../../../components/invoice-number-form';
import { TitledDialog } from '../../../components/titled-dialog';
import type { InvoiceRow } from '../api/get-approved-dockets';
import { docketName } from './format';
import { useChangeInvoice } from '../api/set-docket-invoice';

type EditNumberDialogProps = { companyId: number; row: InvoiceRow | null; onClose: () => void };

/** Edit an invoiced docket's number (spec 002 §5: a number is required to save). */
export function EditNumberDialog({ companyId, row, onClose }: EditNumberDialogProps) {
  const change = useChangeInvoice(companyId, onClose);
  return (
    <TitledDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Invoice Number"
      description={row && docketName(row)}
    >
      {row && (
        <InvoiceNumberForm
          id="edit-invoice-number"
          invoiceNumber={row.invoiceNumber}
          pending={change.isPending}
          submitLabel="Save"
          onSave={(values) => change.mutate({ row, invoiceNumber: values.invoiceNumber ?? null })}
        />
      )}
    </TitledDialog>
  );
}
