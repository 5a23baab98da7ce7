import { ArrowRight, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { BudgetFlagBadge } from '../../features/projects/budget/budget-flag-badge';
import { budgetReportPath } from '../../features/projects/budget/budget-flag';
import { Figure, Panel } from './panel';
import type { DashboardReply } from './types';

type BudgetFlagsPanelProps = { flags: DashboardReply['budgetFlags'] };

const projects = (count: number) => (count === 1 ? 'project' : 'projects');

/** Active projects at or past 80 % of a budget (issue 26), each leading to its Budgets report. */
export function BudgetFlagsPanel({ flags }: BudgetFlagsPanelProps) {
  return (
    <Panel
      id="budget-flags"
      title="Budgets"
      subtitle="Projects at or past 80% of a budget"
      icon={TrendingUp}
      tone="bg-red-100 text-red-800"
      figure={
        <Figure value={String(flags.length)} caption={projects(flags.length)} testId="budget-flag-count" />
      }
      footer={
        <Link
          to="/reports?report=budgets"
          className={buttonVariants({ variant: 'secondary', size: 'default', className: 'w-full sm:w-auto' })}
        >
          Open the Budgets report
          <ArrowRight aria-hidden="true" />
        </Link>
      }
    >
      <ul aria-label="Projects near or over budget" className="divide-y divide-line">
        {flags.map((f) => (
          <li key={f.projectId}>
            <Link
              to={budgetReportPath(f.projectId)}
              className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 text-sm hover:bg-surface-muted focus-visible:bg-surface-muted sm:px-5"
            >
              <span className="min-w-0 truncate font-medium" title={f.projectName}>
                {f.projectName}
              </span>
              <BudgetFlagBadge flag={f.flag} percent={f.percent} />
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
