import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { emailInvoiceBody } from '../../../../shared/schemas/invoicing';
import { InputField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { apiQuery } from '../../../lib/api';
import { useEmailInvoice, type IssuedInvoice } from './invoice-calls';

type EmailInvoiceDialogProps = {
  /** The invoice to send; null while closed. */
  invoice: IssuedInvoice | null;
  onClose: () => void;
};

/** E-mail the invoice PDF (with its proof pages), to the contact unless another address is typed. */
export function EmailInvoiceDialog({ invoice, onClose }: EmailInvoiceDialogProps) {
  // The list has no e-mail addresses; the invoice itself has its contact's.
  const full = useQuery({
    ...apiQuery('GET /api/invoices/:id', { params: { id: invoice?.id ?? 0 } }),
    enabled: invoice !== null,
  });
  const ready = full.isSuccess || full.isError;
  return (
    <Dialog open={invoice !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>E-mail {invoice?.number}</DialogTitle>
          <DialogDescription>The invoice PDF, with its dockets as proof pages.</DialogDescription>
        </DialogHeader>
        {invoice && ready && (
          <EmailForm invoice={invoice} contactEmail={full.data?.contactEmail ?? null} onClose={onClose} />
        )}
        {invoice && !ready && <LoadingText />}
      </DialogContent>
    </Dialog>
  );
}

type EmailFormProps = { invoice: IssuedInvoice; contactEmail: string | null; onClose: () => void };

function EmailForm({ invoice, contactEmail, onClose }: EmailFormProps) {
  const [email, setEmail] = useState(contactEmail ?? '');
  const [error, setError] = useState<string>();
  const send = useEmailInvoice(invoice, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailInvoiceBody.safeParse({ email });
    if (!parsed.success || !parsed.data.email) {
      setError(parsed.error?.issues[0]?.message ?? 'Valid email is required');
      return;
    }
    setError(undefined);
    send.mutate(parsed.data.email);
  };
  return (
    <DialogForm onSubmit={submit} className="grid gap-4">
      <InputField
        id="email-invoice-address"
        label="Email address"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        placeholder="name@example.com"
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={send.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {send.isPending ? 'Sending…' : 'Send Invoice'}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
