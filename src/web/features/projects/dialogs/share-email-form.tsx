import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shareProjectBody } from '../../../../shared/projects/schemas';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { toastDelivery } from '../../../lib/delivery-toast';
import type { EmailStatus } from '../../../../shared/email/delivery';
import { toastFailure } from '../../clients/api';
import { InputField } from '../../../components/form-field';
import type { ProjectCard } from '../api';

type ShareValues = z.output<typeof shareProjectBody>;

/** What the e-mail module did with the invitation: sent, saved (no mail server) or refused. */
const toastFor = (status: EmailStatus, email: string) =>
  toastDelivery({
    status,
    to: email,
    what: 'Invitation',
    sent: {
      title: 'Invitation sent',
      description: `${email} has the code and a link to the foreman dashboard.`,
    },
    instead: 'Send the project code by text message instead.',
  });

/** The e-mail half of Share Project Access (admin and office): POST /api/projects/{id}/share. */
export function ShareEmailForm({ project }: { project: ProjectCard }) {
  const form = useForm({ resolver: zodResolver(shareProjectBody), defaultValues: { email: '', name: '' } });
  const { errors } = form.formState;
  const share = useMutation({
    mutationFn: (values: ShareValues) =>
      api('POST /api/projects/:id/share', { params: { id: project.id }, body: values }),
    onSuccess: ({ status }, values) => {
      toastFor(status, values.email);
      if (status !== 'failed') form.reset();
    },
    onError: (error) =>
      toastFailure('Email failed', error, 'Failed to send the invitation. Please try again.'),
  });
  return (
    <form
      noValidate
      aria-labelledby="share-email-title"
      className="grid gap-3 border-t border-line pt-4"
      onSubmit={form.handleSubmit((values) => share.mutate(values))}
    >
      <h3 id="share-email-title" className="text-base font-bold">
        Send by Email
      </h3>
      <fieldset disabled={share.isPending} className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">Foreman</legend>
        <InputField
          id="share-name"
          label="Foreman name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <InputField
          id="share-email"
          label="Foreman email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </fieldset>
      <Button type="submit" disabled={share.isPending} className="w-full sm:w-auto sm:justify-self-end">
        {share.isPending ? <Spinner /> : <Mail aria-hidden="true" />}
        {share.isPending ? 'Sending…' : 'Send Email'}
      </Button>
    </form>
  );
}
