import { ShieldCheck } from 'lucide-react';
import { Textarea } from '../../../components/ui/textarea';
import { BreakSlider } from '../break-slider';
import { ChoiceSelect } from '../choice-select';
import { endsAfterStart } from '../docket-summary';
import { Field } from '../field';
import { MSG } from '../../../../shared/dockets/schemas';
import { useRateItems } from '../api/get-rate-items';
import { Segmented } from '../segmented';
import { TimeSelect } from '../time-select';
import type { AssignedProject } from '../types';
import type { EntryType, QuickAdd } from './quick-add-state';

type QuickAddFieldsProps = {
  state: QuickAdd;
  projects: readonly AssignedProject[];
  projectsLoading: boolean;
  onChange: (patch: Partial<QuickAdd>) => void;
};

const ENTRY_TYPES = [
  { value: 'billable', label: 'Billable' },
  { value: 'non-billable', label: 'Non-billable' },
] as const;

/** The fields of the 'Add Time Entry' sheet. */
export function QuickAddFields({ state, projects, projectsLoading, onChange }: QuickAddFieldsProps) {
  const rateItems = useRateItems(state.projectId);
  const rangeOk = endsAfterStart(state.startTime, state.endTime);
  return (
    <div className="grid gap-4">
      <Segmented<EntryType>
        name="quick-entry-type"
        legend="Entry type"
        hideLegend
        options={ENTRY_TYPES}
        value={state.entryType}
        onValueChange={(entryType) => onChange({ entryType })}
      />
      {state.entryType === 'billable' ? (
        <>
          <Field id="quick-project" label="Project" required>
            <ChoiceSelect
              id="quick-project"
              choices={projects.map((p) => ({ id: p.id, label: p.name }))}
              value={state.projectId}
              onChange={(projectId) => onChange({ projectId })}
              placeholder={
                projectsLoading
                  ? 'Loading projects…'
                  : projects.length
                    ? 'Choose a project'
                    : 'No projects assigned'
              }
              disabled={projectsLoading || projects.length === 0}
            />
          </Field>
          {projects.find((p) => p.id === state.projectId)?.requireApproval && (
            <p className="-mt-2 flex items-start gap-1.5 text-sm text-ink-muted">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-text" />
              This project needs a foreman&apos;s approval: Complete Entry saves a draft and opens it so you
              can send it.
            </p>
          )}
          <Field id="quick-rate-item" label="Billing item" required>
            <ChoiceSelect
              id="quick-rate-item"
              choices={(rateItems.data ?? []).map((r) => ({
                id: r.id,
                label: r.name,
                hint: `per ${r.unit}`,
              }))}
              value={state.rateItemId}
              onChange={(rateItemId) => onChange({ rateItemId })}
              placeholder={
                state.projectId === null
                  ? 'Choose a project first'
                  : rateItems.isPending
                    ? 'Loading items…'
                    : 'Choose a billing item'
              }
              disabled={state.projectId === null || rateItems.isPending}
            />
          </Field>
        </>
      ) : (
        <Field id="quick-description" label="Activity description" required>
          <Textarea
            id="quick-description"
            rows={2}
            className="min-h-20"
            placeholder="e.g. Toolbox talk and site induction"
            value={state.description}
            maxLength={2000}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        </Field>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Field id="quick-start" label="Start time">
          <TimeSelect
            id="quick-start"
            value={state.startTime}
            onValueChange={(startTime) => onChange({ startTime, timesTouched: true })}
          />
        </Field>
        <Field id="quick-end" label="End time" error={rangeOk ? undefined : MSG.endAfterStart}>
          <TimeSelect
            id="quick-end"
            value={state.endTime}
            aria-invalid={rangeOk ? undefined : true}
            aria-describedby={rangeOk ? undefined : 'quick-end-error'}
            onValueChange={(endTime) => onChange({ endTime, timesTouched: true })}
          />
        </Field>
      </div>
      <BreakSlider
        id="quick-break"
        value={state.breakMinutes}
        onValueChange={(breakMinutes) => onChange({ breakMinutes, breakTouched: true })}
      />
    </div>
  );
}
