import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { can } from '../../../../shared/roles';
import type { UserReply } from '../../../../shared/auth/users-schemas';
import { DiscardGuard } from '../../../components/discard-guard';
import { isEditable } from '../docket-status';
import { useAssignedProjects } from '../api/get-assigned-projects';
import { useRateItems } from '../api/get-rate-items';
import type { HeldFile } from '../attachments/held-files';
import { Segmented } from '../segmented';
import type { AssignedProject, Docket } from '../types';
import { DocketNotice } from './docket-notice';
import { ExtrasCard } from './extras-card';
import { FormFooter } from './form-footer';
import { FormHeader } from './form-header';
import { docketFormSchema } from './form-schema';
import { formFigures, rateLookup } from './form-totals';
import { docketValues, newDocketValues, type DocketFormValues, type EntryType } from './form-values';
import { NonBillableCard } from './non-billable-card';
import { PhotosCard } from './photos-card';
import { ProjectWorkCard } from './project-work-card';
import { retimeRows } from './retime-rows';
import { SignatureCard } from './signature-card';
import { signatureOffer } from './signature-offer';
import { useDocketSave } from './use-docket-save';
import { fullName } from '../../../../shared/people';

const KINDS = [
  { value: 'billable', label: 'Project Work' },
  { value: 'non-billable', label: 'Non-Billable Activity' },
] as const;

const KIND_LABEL = { billable: 'Project Work', 'non-billable': 'Non-Billable Activity' } as const;

type DocketFormProps = {
  user: UserReply;
  date: string;
  docket?: Docket;
  /** Where Cancel and Save go instead of the preview: the day page that opened this edit. */
  returnTo?: string | null;
};

/** The docket form, new or edit (spec 001 §2.3). */
export function DocketForm({ user, date, docket, returnTo = null }: DocketFormProps) {
  const projects = useAssignedProjects(user.id);
  const form = useForm<DocketFormValues>({
    resolver: zodResolver(docketFormSchema),
    defaultValues: docket ? docketValues(docket) : newDocketValues(date, null),
  });
  const values = useWatch({ control: form.control }) as DocketFormValues;
  const rateItems = useRateItems(values.projectId);
  const [held, setHeld] = useState<HeldFile[]>([]);
  const { save, saving } = useDocketSave(docket, returnTo, held);
  const [signature, setSignature] = useState<string | null>(null);
  const offer = signatureOffer(user, values.entryType, docket);
  const signer = fullName(user);
  const showMoney = can(user.role, 'money.read');
  const locked = docket ? !isEditable(user, docket) : false;
  const choices = withCurrentProject(projects.data ?? [], docket);
  const backTo = docket
    ? (returnTo ?? `/timesheets/${docket.id}/preview`)
    : `/entries/${values.date || date}`;

  const changeProject = (projectId: number) => {
    const before = values.projectId;
    if (projectId === before) return;
    const find = (id: number | null) => choices.find((p) => p.id === id) ?? null;
    form.setValue('projectId', projectId, { shouldValidate: form.formState.isSubmitted });
    form.setValue('lineItems', retimeRows(form.getValues('lineItems'), find(before), find(projectId)));
  };

  // Read here so the form reports them: a save that goes on to the preview is not leaving unsaved.
  const { isDirty, isSubmitting } = form.formState;

  return (
    <FormProvider {...form}>
      <DiscardGuard
        unsaved={(isDirty || held.length > 0) && !isSubmitting && !saving}
        title={docket ? 'Discard your changes?' : 'Discard this docket?'}
        description={
          docket
            ? `Your changes to docket #${docket.id} are not saved.`
            : 'What you have entered is not saved. Keep editing to save it.'
        }
      />
      <main className="pb-32">
        <form
          noValidate
          onSubmit={form.handleSubmit((valid) => save(valid, offer?.kind === 'sign' ? signature : null))}
          aria-label={docket ? 'Edit Timesheet' : 'New Timesheet'}
        >
          <FormHeader
            title={docket ? 'Edit Timesheet' : 'New Timesheet'}
            subtitle={
              docket ? `Docket #${docket.id} · ${KIND_LABEL[docket.entryType]}` : 'Record a day of work'
            }
            backTo={backTo}
            docket={docket}
          />
          <fieldset
            disabled={locked || saving}
            className="mx-auto grid min-w-0 max-w-3xl grid-cols-1 gap-4 px-4 py-5 sm:py-8"
          >
            {docket && <DocketNotice docket={docket} />}
            {!docket && (
              <Segmented<EntryType>
                name="docket-kind"
                legend="Type of work"
                hideLegend
                options={KINDS}
                value={values.entryType}
                onValueChange={(entryType) => form.setValue('entryType', entryType)}
              />
            )}
            {values.entryType === 'billable' ? (
              <ProjectWorkCard
                projects={choices}
                projectsLoading={projects.isPending}
                rateItems={rateItems.data ?? []}
                rateItemsLoading={values.projectId !== null && rateItems.isPending}
                showMoney={showMoney}
                onProjectChange={changeProject}
              />
            ) : (
              <NonBillableCard />
            )}
            <PhotosCard
              user={user}
              docket={docket}
              held={held}
              onHeldChange={setHeld}
              disabled={locked || saving}
            />
            <ExtrasCard docket={docket} user={user} />
            {offer && (
              <SignatureCard
                offer={offer}
                signer={signer}
                signature={signature}
                onSignatureChange={setSignature}
              />
            )}
          </fieldset>
          <FormFooter
            figures={formFigures(values, rateLookup(rateItems.data))}
            showMoney={showMoney && values.entryType === 'billable'}
            cancelTo={backTo}
            saving={saving}
            disabled={locked || (values.entryType === 'non-billable' && !values.description.trim())}
          />
        </form>
      </main>
    </FormProvider>
  );
}

/** An edited docket's project stays selectable even if it is no longer assigned. */
function withCurrentProject(
  projects: readonly AssignedProject[],
  docket?: Docket,
): readonly AssignedProject[] {
  if (!docket?.projectId || projects.some((p) => p.id === docket.projectId)) return projects;
  const current = { id: docket.projectId, name: docket.projectName ?? `Project ${docket.projectId}` };
  return [...projects, { ...current, defaultStartTime: null, defaultEndTime: null } as AssignedProject];
}
