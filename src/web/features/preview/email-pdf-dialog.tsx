import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { emailPdfBody } from '../../../shared/schemas/approvals';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toastDelivery } from '../../lib/delivery-toast';
import { toast } from '../../lib/toast-store';
import { InputField } from '../../components/form-field';
import { emailPdf } from './calls';
import { failureDetail } from './failure';

type Values = z.input<typeof emailPdfBody>;

/** Email PDF for logged-in users (spec 001 §2.4): the docket as a PDF to any address. */
export function EmailPdfDialog({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof emailPdfBody>>({
    resolver: zodResolver(emailPdfBody),
    defaultValues: { email: '' },
  });
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
      form.reset();
    },
    onError: (error) =>
      toast({ title: 'Failed to send email', description: failureDetail(error), variant: 'destructive' }),
  });
  const submit = form.handleSubmit((values) => send.mutate(values.email));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="min-h-10">
          <Mail aria-hidden="true" className="size-4!" />
          Email PDF
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Email PDF</DialogTitle>
          <DialogDescription>Send this docket as a PDF to any email address.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <InputField
            id="email-pdf-address"
            label="Email address"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            placeholder="name@example.com"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
              Send PDF
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
