import type { ProjectBudgetReply } from '../../../../shared/projects/schemas';

/** The budget fields as the form shows them: the stored budget, or empty for none. */
export const budgetFormDefaults = (budget: ProjectBudgetReply | null | undefined) => ({
  budgetHours: budget?.hours ?? '',
  budgetValue: budget?.value ?? '',
});
