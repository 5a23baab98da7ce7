import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { projectBody } from '../../../../shared/projects/schemas';
import { InputField } from '../../../components/form-field';

type Values = z.input<typeof projectBody>;

type BudgetFieldsProps = { register: UseFormRegister<Values>; errors: FieldErrors<Values> };

/** The project's budgets (admin, issue 26): hours and value ex GST; an empty field is no budget. */
export function BudgetFields({ register, errors }: BudgetFieldsProps) {
  return (
    <fieldset className="col-span-2 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
      <legend className="mb-1 text-sm font-semibold">Budget</legend>
      <InputField
        id="project-budget-hours"
        label="Budget hours"
        inputMode="decimal"
        className="min-w-0"
        hint="Leave empty for no budget"
        error={errors.budgetHours?.message}
        {...register('budgetHours')}
      />
      <InputField
        id="project-budget-value"
        label="Budget value (ex GST)"
        inputMode="decimal"
        className="min-w-0"
        hint="Leave empty for no budget"
        error={errors.budgetValue?.message}
        {...register('budgetValue')}
      />
    </fieldset>
  );
}
