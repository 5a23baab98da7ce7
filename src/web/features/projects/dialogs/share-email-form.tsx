import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { shareProjectBody } from '../../../../shared/projects/schemas';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { InputField } from '../../../components/form-field';
import { useShareProject } from '../api/share-project';
import type { ProjectCard } from '../api/types';

/** The e-mail half of Share Project Access (admin and office): POST /api/projects/{id}/share. */
export function ShareEmailForm({ project }: { project: ProjectCard }) {
  const form = useForm({ resolver: zodResolver(shareProjectBody), defaultValues: { email: '', name: '' } });
  const { errors } = form.formState;
  const share = useShareProject(project.id, () => form.reset());
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
