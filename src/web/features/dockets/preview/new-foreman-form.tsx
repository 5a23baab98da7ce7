import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { projectForemanBody } from '../../../../shared/projects/schemas';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { InputField } from '../../../components/form-field';

type Values = z.input<typeof projectForemanBody>;

type NewForemanFormProps = {
  busy: boolean;
  onAdd: (input: { name: string; email: string }) => void;
  onCancel: () => void;
};

/** Adds a foreman to the project (name and e-mail, spec 001 §5) and assigns them to this docket. */
export function NewForemanForm({ busy, onAdd, onCancel }: NewForemanFormProps) {
  const form = useForm<Values, unknown, z.output<typeof projectForemanBody>>({
    resolver: zodResolver(projectForemanBody),
    defaultValues: { foremanName: '', foremanEmail: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    onAdd({ name: values.foremanName, email: values.foremanEmail }),
  );
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Add new foreman"
      className="grid gap-3 rounded-lg border border-line bg-surface-muted p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          id="new-foreman-name"
          label="Foreman name"
          required
          autoComplete="name"
          error={errors.foremanName?.message}
          {...form.register('foremanName')}
        />
        <InputField
          id="new-foreman-email"
          label="Foreman email"
          type="email"
          inputMode="email"
          required
          autoComplete="email"
          error={errors.foremanEmail?.message}
          {...form.register('foremanEmail')}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : <UserPlus aria-hidden="true" />}
          Add Foreman
        </Button>
      </div>
    </form>
  );
}
