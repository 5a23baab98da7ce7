import { BUDGET_FLAG_LABELS, type BudgetFlag } from '../../../../shared/projects/budget';
import type { BadgeVariant } from '../../../components/ui/badge-classes';

type Flag = Exclude<BudgetFlag, null>;

/** 'near' is amber (the brand's), 'over' red. */
export const BUDGET_FLAG_VARIANTS: Record<Flag, BadgeVariant> = { near: 'brand', over: 'red' };

/** The flag's words with the percent used: 'Budget 80% used · 87%', 'Over budget · 120%'. */
export const budgetFlagText = (flag: Flag, percent: number | null) =>
  percent === null ? BUDGET_FLAG_LABELS[flag] : `${BUDGET_FLAG_LABELS[flag]} · ${percent}%`;

/** The Budgets report of one project (issue 26): where a flag leads. */
export const budgetReportPath = (projectId: number) => `/reports?report=budgets&projectId=${projectId}`;
