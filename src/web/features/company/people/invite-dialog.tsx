import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { createInvitationBody, type CreateInvitation } from '../../../../shared/auth/invitations-schemas';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { FormField } from '../../../components/form-field';
import { SelectControl } from '../../../components/select-field';
import { INVITE_ROLE_CHOICES, INVITE_ROLE_HINTS } from './invite-roles';
import { useInvite } from '../api/invite-user';

type FormValues = z.input<typeof createInvitationBody>;
/** No role chosen yet: the form asks for one ('Role is required'). */
const empty: DefaultValues<FormValues> = { firstName: '', lastName: '', email: '' };

type InviteDialogProps = { companyId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Invite User (spec 002 §2, §5): an e-mailed sign-up link for a worker, foreman or office user. */
export function InviteDialog({ companyId, open, onOpenChange }: InviteDialogProps) {
  const form = useForm<FormValues, unknown, CreateInvitation>({
    resolver: zodResolver(createInvitationBody),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const invite = useInvite(companyId);
  const busy = invite.isPending;
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) form.reset(empty);
    onOpenChange(next);
  };
  const submit = form.handleSubmit((values) => invite.mutate(values, { onSuccess: () => close(false) }));

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite User</DialogTitle>
          <DialogDescription>
            They get an email with a link to choose a username and password. The link works for 7 days.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Person to invite</legend>
            <FormField id="invite-first-name" label="First Name" required error={errors.firstName?.message}>
              {(control) => <Input {...control} autoComplete="off" {...form.register('firstName')} />}
            </FormField>
            <FormField id="invite-last-name" label="Last Name" required error={errors.lastName?.message}>
              {(control) => <Input {...control} autoComplete="off" {...form.register('lastName')} />}
            </FormField>
            <FormField
              id="invite-email"
              label="Email"
              required
              error={errors.email?.message}
              className="grid gap-1.5 sm:col-span-2"
            >
              {(control) => (
                <Input {...control} type="email" autoComplete="off" {...form.register('email')} />
              )}
            </FormField>
            <FormField
              id="invite-role"
              label="Role"
              required
              error={errors.role?.message}
              hint={role ? INVITE_ROLE_HINTS[role] : undefined}
              className="grid gap-1.5 sm:col-span-2"
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="role"
                  render={({ field }) => (
                    <SelectControl
                      control={control}
                      field={field}
                      options={INVITE_ROLE_CHOICES}
                      placeholder="Choose a role"
                    />
                  )}
                />
              )}
            </FormField>
          </fieldset>
          <FormDialogFooter
            look="ghost"
            pending={busy}
            pendingLabel="Sending..."
            submitLabel="Send Invitation"
            icon={<Send aria-hidden="true" />}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
