import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { projectBody } from '../../../../shared/projects/schemas';
import { can } from '../../../../shared/roles';
import { ClientSelect } from '../../../components/client-select';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast-store';
import { useAuth } from '../../auth/api';
import { useClients } from '../../clients/api';
import { FormField, InputField } from '../../../components/form-field';
import type { ProjectCard } from '../api/types';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import { RequireApprovalField } from './require-approval-field';
import { BudgetFields } from './budget-fields';
import { budgetFormDefaults } from '../budget/budget-form';

type ProjectFormProps = {
  companyId: number;
  project: ProjectCard | null;
  onDone: (saved: Pick<ProjectCard, 'id'>) => void;
};

/** The fields of New Project and Edit Project Details, validated by the server's own schema. */
export function ProjectForm({ companyId, project, onDone }: ProjectFormProps) {
  const { company, user } = useAuth();
  // Budgets are the admin's (issue 26): another role's form neither shows nor sends them.
  const budgets = !!user && can(user.role, 'projects.budget');
  const clients = useClients(companyId);
  const defaults: z.input<typeof projectBody> = {
    name: project?.name ?? '',
    jobNumber: project?.jobNumber ?? '',
    description: project?.description ?? '',
    location: project?.location ?? '',
    startDate: project?.startDate ?? '',
    endDate: project?.endDate ?? '',
    defaultStartTime: project?.defaultStartTime ?? '',
    defaultEndTime: project?.defaultEndTime ?? '',
    clientId: project?.clientId ?? null,
    ...(project ? {} : { requireApproval: company?.approvalDefault === 'manual' }),
    ...(budgets ? budgetFormDefaults(project?.budget) : {}),
  };
  const form = useForm({ resolver: zodResolver(projectBody), defaultValues: defaults });
  const { errors } = form.formState;
  const create = useCreateProject(companyId, onDone);
  const update = useUpdateProject(companyId, project?.id ?? 0, () => project && onDone(project));
  const pending = create.isPending || update.isPending;
  const text = (
    name: 'jobNumber' | 'location' | 'startDate' | 'endDate' | 'defaultStartTime' | 'defaultEndTime',
  ) => ({
    error: errors[name]?.message,
    ...form.register(name),
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(
        (values) => (project ? update.mutate(values) : create.mutate(values)),
        // 002 §5: 'Name required: Please enter a project name.' as a toast, beside the field's message.
        (invalid) =>
          invalid.name &&
          toast({ variant: 'destructive', title: 'Name required', description: invalid.name.message }),
      )}
    >
      <fieldset disabled={pending} className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
        <legend className="sr-only">Project details</legend>
        <div className="col-span-2">
          <InputField
            id="project-name"
            label="Project Name"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <InputField id="project-job-number" label="Job Number" {...text('jobNumber')} />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <FormField id="project-client" label="Client" error={errors.clientId?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="clientId"
                render={({ field }) => (
                  <ClientSelect
                    {...control}
                    clients={clients.data}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-span-2">
          <InputField
            id="project-location"
            label="Location"
            autoComplete="street-address"
            {...text('location')}
          />
        </div>
        <div className="col-span-2">
          <FormField id="project-description" label="Description" error={errors.description?.message}>
            {(control) => <Textarea rows={3} {...control} {...form.register('description')} />}
          </FormField>
        </div>
        <InputField
          id="project-start-date"
          label="Start Date"
          type="date"
          className="min-w-0"
          {...text('startDate')}
        />
        <InputField
          id="project-end-date"
          label="End Date"
          type="date"
          className="min-w-0"
          {...text('endDate')}
        />
        <InputField
          id="project-start-time"
          label="Default Start Time"
          type="time"
          className="min-w-0"
          placeholder="08:00"
          {...text('defaultStartTime')}
        />
        <InputField
          id="project-end-time"
          label="Default End Time"
          type="time"
          className="min-w-0"
          placeholder="17:00"
          {...text('defaultEndTime')}
        />
        {budgets && <BudgetFields register={form.register} errors={errors} />}
        {!project && <RequireApprovalField control={form.control} />}
      </fieldset>
      <FormDialogFooter
        pending={pending}
        pendingLabel="Saving…"
        submitLabel={project ? 'Save Changes' : 'Create Project'}
      />
    </form>
  );
}
