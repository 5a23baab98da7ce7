import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { projectForemanBody } from '../../../shared/projects/schemas';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { InputField } from '../../components/form-field';
import type { useAddForeman } from './api/add-foreman';

type AddForemanFormProps = { add: ReturnType<typeof useAddForeman> };

/** Add a code-access foreman: name and e-mail, both required (spec 002 §5). */
export function AddForemanForm({ add }: AddForemanFormProps) {
  const form = useForm({
    resolver: zodResolver(projectForemanBody),
    defaultValues: { foremanName: '', foremanEmail: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby="add-foreman-title"
      className="grid gap-3 rounded-card border border-line bg-surface-muted p-4"
      onSubmit={form.handleSubmit((values) => add.mutate(values, { onSuccess: () => form.reset() }))}
    >
      <h3 id="add-foreman-title" className="text-base font-bold">
        Add Foreman
      </h3>
      <fieldset disabled={add.isPending} className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">New foreman</legend>
        <InputField
          id="foreman-name"
          label="Foreman name"
          required
          autoComplete="off"
          error={errors.foremanName?.message}
          {...form.register('foremanName')}
        />
        <InputField
          id="foreman-email"
          label="Foreman email"
          type="email"
          required
          autoComplete="off"
          error={errors.foremanEmail?.message}
          {...form.register('foremanEmail')}
        />
      </fieldset>
      <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto sm:justify-self-end">
        {add.isPending ? <Spinner /> : <UserPlus aria-hidden="true" />}
        {add.isPending ? 'Adding…' : 'Add Foreman'}
      </Button>
    </form>
  );
}
