import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { EmailDocumentForm } from '../../../components/email-document-form';
import { TitledDialog } from '../../../components/titled-dialog';
import { Button } from '../../../components/ui/button';
import { toastDelivery } from '../../../lib/delivery-toast';
import { toast } from '../../../lib/toast-store';
import { emailPdf } from '../api/email-docket-pdf';
import { failureDetail } from './failure';

/** Email PDF for logged-in users (spec 001 §2.4): the docket as a PDF to any address. */
export function EmailPdfDialog({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const send = useMutation({
    mutationFn: (email: string) => emailPdf(id, email),
    onSuccess: ({ status }, email) => {
      toastDelivery({
        status,
        to: email,
        what: 'Timesheet PDF',
        sent: { title: 'Timesheet PDF sent successfully' },
        instead: 'Download the PDF and send it yourself.',
      });
      setOpen(false);
    },
    onError: (error) =>
      toast({ title: 'Failed to send email', description: failureDetail(error), variant: 'destructive' }),
  });

  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" className="min-h-10">
          <Mail aria-hidden="true" className="size-4!" />
          Email PDF
        </Button>
      }
      title="Email PDF"
      description="Send this docket as a PDF to any email address."
    >
      <EmailDocumentForm
        id="email-pdf-address"
        pending={send.isPending}
        submitLabel="Send PDF"
        onSend={(email) => send.mutate(email)}
      />
    </TitledDialog>
  );
}
