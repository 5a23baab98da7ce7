import { Plus } from 'lucide-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ChoiceSelect } from '../choice-select';
import { rowDefaults, SPEC_DEFAULTS } from '../default-times';
import { Field, FieldError } from '../field';
import type { AssignedProject, RateItem } from '../types';
import { DateField } from './date-field';
import { workItem, type DocketFormValues } from './form-values';
import { FormCard } from './form-card';
import { WorkItemRow } from './work-item-row';

type ProjectWorkCardProps = {
  projects: readonly AssignedProject[];
  projectsLoading: boolean;
  rateItems: readonly RateItem[];
  rateItemsLoading: boolean;
  showMoney: boolean;
  onProjectChange: (projectId: number) => void;
};

/** Project work: project, date and work items (spec 001 §2.3). */
export function ProjectWorkCard(props: ProjectWorkCardProps) {
  const { projects, projectsLoading, rateItems, rateItemsLoading, showMoney, onProjectChange } = props;
  const { control, formState } = useFormContext<DocketFormValues>();
  const rows = useFieldArray({ control, name: 'lineItems' });
  const projectId = useWatch({ control, name: 'projectId' });
  const errors = formState.errors;
  const project = projects.find((p) => p.id === projectId) ?? null;
  const itemsHint =
    projectId === null ? 'Choose a project first' : rateItemsLoading ? 'Loading rate items…' : null;
  const noWork = errors.lineItems?.message ?? errors.lineItems?.root?.message;

  return (
    <>
      <FormCard id="docket-details" title="Docket Details">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Field id="docket-project" label="Project" required error={errors.projectId?.message}>
            <Controller
              control={control}
              name="projectId"
              render={({ field }) => (
                <ChoiceSelect
                  ref={field.ref}
                  id="docket-project"
                  choices={projects.map((p) => ({ id: p.id, label: p.name }))}
                  value={field.value}
                  onChange={onProjectChange}
                  placeholder={
                    projectsLoading
                      ? 'Loading projects…'
                      : projects.length
                        ? 'Choose a project'
                        : 'No projects assigned'
                  }
                  disabled={projectsLoading || projects.length === 0}
                  invalid={!!errors.projectId}
                  describedBy={errors.projectId ? 'docket-project-error' : undefined}
                />
              )}
            />
          </Field>
          <DateField />
        </div>
      </FormCard>
      <FormCard
        id="docket-work-items"
        title="Work Items"
        description="Each item is a rate item with a time range or a quantity."
      >
        <ul className="grid gap-3">
          {rows.fields.map((row, index) => (
            <WorkItemRow
              key={row.id}
              index={index}
              rateItems={rateItems}
              itemsHint={itemsHint}
              showMoney={showMoney}
              canRemove={rows.fields.length > 1}
              onRemove={() => rows.remove(index)}
            />
          ))}
        </ul>
        {noWork && <FieldError>{noWork}</FieldError>}
        <Button
          type="button"
          variant="outline"
          className="border-dashed"
          onClick={() => rows.append(workItem(rowDefaults(SPEC_DEFAULTS.newRow, project)))}
        >
          <Plus aria-hidden="true" />
          Add Work Item
        </Button>
      </FormCard>
    </>
  );
}
