import { hundredths } from '../hundredths';
import type { ProjectBudgetReply } from './schemas';

/**
 * A project's budgets (issue 26): hours and/or value ex GST, both optional. A project is flagged when
 * what it has used reaches 80 % of a budget ('near') and 100 % ('over'); the higher of its two
 * budgets' flags is the project's.
 */
export const BUDGET_NEAR_PERCENT = 80;
export const BUDGET_OVER_PERCENT = 100;

export type BudgetFlag = 'near' | 'over' | null;

export const BUDGET_FLAG_LABELS: Record<Exclude<BudgetFlag, null>, string> = {
  near: 'Budget 80% used',
  over: 'Over budget',
};

/** Used against a budget, both decimal strings ("120.50"): the flag it earns. Exact (hundredths). */
export function budgetFlagOf(budget: string | null, used: string): BudgetFlag {
  if (budget === null) return null;
  const cap = hundredths(budget);
  if (cap <= 0n) return null;
  const spent = hundredths(used) * 100n;
  if (spent >= cap * BigInt(BUDGET_OVER_PERCENT)) return 'over';
  if (spent >= cap * BigInt(BUDGET_NEAR_PERCENT)) return 'near';
  return null;
}

const RANK: Record<Exclude<BudgetFlag, null>, number> = { near: 1, over: 2 };

/** The project's flag: the higher of its hours and value flags. */
export function projectBudgetFlag(
  budget: { hours: string | null; value: string | null },
  used: { hours: string; net: string },
): BudgetFlag {
  const flags = [budgetFlagOf(budget.hours, used.hours), budgetFlagOf(budget.value, used.net)];
  return flags.reduce<BudgetFlag>((a, b) => ((b ? RANK[b] : 0) > (a ? RANK[a] : 0) ? b : a), null);
}

/** Whole percent used of a budget, rounded down ("87"), or null without a budget. */
export function percentUsed(budget: string | null, used: string): number | null {
  if (budget === null || hundredths(budget) <= 0n) return null;
  return Number((hundredths(used) * 100n) / hundredths(budget));
}

/** A project's stored budgets: decimal strings, null for no budget of that kind. */
export type ProjectBudgets = { budgetHours: string | null; budgetValue: string | null };

/** Whether the project has a budget of either kind. */
export const hasBudget = (p: ProjectBudgets): boolean => p.budgetHours !== null || p.budgetValue !== null;

/**
 * A project's budget as the project reply carries it: the budgets, their use, the flag (the higher
 * of the two budgets') and the whole percent used of its most used budget (null without a budget
 * above 0).
 */
export function projectBudgetOf(p: ProjectBudgets, used: { hours: string; net: string }): ProjectBudgetReply {
  const budget = { hours: p.budgetHours, value: p.budgetValue };
  const percents = [percentUsed(budget.hours, used.hours), percentUsed(budget.value, used.net)].filter(
    (n): n is number => n !== null,
  );
  return {
    ...budget,
    usedHours: used.hours,
    usedValue: used.net,
    flag: projectBudgetFlag(budget, used),
    percent: percents.length ? Math.max(...percents) : null,
  };
}
