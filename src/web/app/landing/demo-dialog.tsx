import { zodResolver } from '@hookform/resolvers/zod';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { demoRequestBody } from '../../../shared/auth/schemas';
import { FormDialogFooter } from '../../components/form-dialog-footer';
import { InputField } from '../../components/form-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import type { PublicConfig } from '../../lib/public-config';
import { telHref } from '../../lib/tel-href';
import { requestDemo, type DemoRequest } from '../../features/system/api/request-demo';
import { toast } from '../../lib/toast-store';

const emptyForm: z.input<typeof demoRequestBody> = { businessName: '', phone: '', email: '' };

type DemoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Support contact from configuration; absent while it loads. */
  contact: PublicConfig | undefined;
};

/** 'Book a Phone Call and Demo' (spec 000 §2, §4, §5, §8). */
export function DemoDialog({ open, onOpenChange, contact }: DemoDialogProps) {
  const form = useForm({ resolver: zodResolver(demoRequestBody), defaultValues: emptyForm });
  const { errors } = form.formState;
  // A plain request, not a query-cache mutation: the landing page runs without the app's providers.
  const [busy, setBusy] = useState(false);
  const request = async (values: DemoRequest) => {
    setBusy(true);
    try {
      await requestDemo(values);
    } catch {
      toast({
        title: 'Request failed',
        description: contact
          ? `Please try again or contact us directly at ${contact.supportEmail}.`
          : 'Please try again in a moment.',
        variant: 'destructive',
      });
      return;
    } finally {
      setBusy(false);
    }
    toast({
      title: 'Demo request submitted!',
      description: 'The founder will call you within 24 hours to schedule your personal demo.',
    });
    form.reset(emptyForm);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) form.clearErrors();
        onOpenChange(next);
      }}
    >
      <DialogContent aria-describedby="demo-description">
        <DialogHeader>
          <DialogTitle>Book a Phone Call and Demo</DialogTitle>
          <DialogDescription id="demo-description">
            Leave your details and the founder will call you within 24 hours to walk through SiteDockets on
            your own jobs.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(request)}>
          <fieldset disabled={busy} className="grid gap-4">
            <legend className="sr-only">Your details</legend>
            <InputField
              required
              id="demo-business-name"
              label="Business Name"
              autoComplete="organization"
              error={errors.businessName?.message}
              {...form.register('businessName')}
            />
            <InputField
              required
              id="demo-phone"
              label="Phone Number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
            <InputField
              required
              id="demo-email"
              label="Email Address"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
          </fieldset>
          {contact && (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-canvas px-3 py-2.5 text-sm">
              <Phone aria-hidden="true" className="size-4 text-brand-text" />
              <span className="text-ink-muted">Rather talk now?</span>
              <a
                href={telHref(contact.supportPhone)}
                className="focus-ring rounded font-bold underline-offset-4 hover:underline"
              >
                Call {contact.supportPhone}
              </a>
            </p>
          )}
          <FormDialogFooter
            look="ghost"
            pending={busy}
            pendingLabel="Submitting..."
            submitLabel="Request My Demo Call"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
