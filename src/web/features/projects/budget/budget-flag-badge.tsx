import { TrendingUp } from 'lucide-react';
import type { BudgetFlag } from '../../../../shared/projects/budget';
import { Badge } from '../../../components/ui/badge';
import { BUDGET_FLAG_VARIANTS, budgetFlagText } from './budget-flag';

type BudgetFlagBadgeProps = { flag: Exclude<BudgetFlag, null>; percent: number | null };

/** A project at or past 80 % of a budget: amber 'Budget 80% used', red 'Over budget', with the percent. */
export function BudgetFlagBadge({ flag, percent }: BudgetFlagBadgeProps) {
  return (
    <Badge variant={BUDGET_FLAG_VARIANTS[flag]} data-testid="budget-flag">
      <TrendingUp aria-hidden="true" />
      {budgetFlagText(flag, percent)}
    </Badge>
  );
}
