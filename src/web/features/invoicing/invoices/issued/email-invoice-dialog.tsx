import { EmailDocumentForm } from '../../../../components/email-document-form';
import { TitledDialog } from '../../../../components/titled-dialog';
import { LoadingText } from '../../../../components/ui/spinner';
import { useEmailInvoice } from '../../api/email-invoice';
import { useInvoice } from '../../api/get-invoice';
import type { IssuedInvoice } from '../../api/get-invoices';

type EmailInvoiceDialogProps = {
  /** The invoice to send; null while closed. */
  invoice: IssuedInvoice | null;
  onClose: () => void;
};

/** E-mail the invoice PDF (with its proof pages), to the contact unless another address is typed. */
export function EmailInvoiceDialog({ invoice, onClose }: EmailInvoiceDialogProps) {
  // The list has no e-mail addresses; the invoice itself has its contact's.
  const full = useInvoice(invoice?.id ?? 0, invoice !== null);
  const ready = full.isSuccess || full.isError;
  return (
    <TitledDialog
      open={invoice !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`E-mail ${invoice?.number ?? ''}`}
      description="The invoice PDF, with its dockets as proof pages."
    >
      {invoice && ready && (
        <EmailForm invoice={invoice} contactEmail={full.data?.contactEmail ?? null} onClose={onClose} />
      )}
      {invoice && !ready && <LoadingText />}
    </TitledDialog>
  );
}

type EmailFormProps = { invoice: IssuedInvoice; contactEmail: string | null; onClose: () => void };

function EmailForm({ invoice, contactEmail, onClose }: EmailFormProps) {
  const send = useEmailInvoice(invoice, onClose);
  return (
    <EmailDocumentForm
      id="email-invoice-address"
      defaultEmail={contactEmail ?? ''}
      pending={send.isPending}
      submitLabel="Send Invoice"
      onSend={(email) => send.mutate(email)}
    />
  );
}
