import type { ProjectBudgetReply } from '../../../../shared/projects/schemas';
import { formatMoney } from '../../../../shared/dockets/docket-math';
import { hoursShown } from '../../../../shared/hours';

/**
 * Project Details' budget rows (admin and office): each budget with what has been used of it, e.g.
 * 'Budget hours' → '96.5 h of 120.0 h used'; null (Not set) without that budget.
 */
export function budgetDetails(budget: ProjectBudgetReply | null) {
  return [
    {
      term: 'Budget hours',
      detail: budget?.hours
        ? `${hoursShown(budget.usedHours)} h of ${hoursShown(budget.hours)} h used`
        : null,
    },
    {
      term: 'Budget value',
      detail: budget?.value
        ? `${formatMoney(budget.usedValue)} of ${formatMoney(budget.value)} used (ex GST)`
        : null,
    },
  ];
}
