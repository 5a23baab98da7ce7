import { useQuery } from '@tanstack/react-query';
import { can, type Role } from '../../../shared/roles';
import { AutoInvoiceAttentionPanel } from './auto-invoice-attention-panel';
import { AwaitingApprovalPanel } from './awaiting-approval-panel';
import { BudgetFlagsPanel } from './budget-flags-panel';
import { HoursThisWeekPanel } from './hours-this-week-panel';
import { LoadFailed } from '../../components/load-failed';
import { OverviewSkeleton } from './overview-states';
import { dashboardQuery } from '../../features/dockets/api/get-dashboard';
import { ReadyToInvoicePanel } from './ready-to-invoice-panel';
import { RecentDockets } from './recent-dockets';

type OfficeOverviewProps = { companyId: number; userId: number; role: Role };

/**
 * What the office needs at a glance (GET /api/companies/{id}/dashboard): dockets awaiting approval,
 * approved and not yet invoiced, hours this week by project, the projects near or over a budget
 * (when there are any) and the three newest dockets.
 */
export function OfficeOverview({ companyId, userId, role }: OfficeOverviewProps) {
  const overview = useQuery(dashboardQuery(companyId));
  const showMoney = can(role, 'money.read');

  if (overview.isError && !overview.data) {
    return <LoadFailed title="Unable to load the dashboard" onRetry={() => void overview.refetch()} />;
  }
  const data = overview.data;
  return (
    <div className="grid gap-8">
      {data ? (
        <div className="grid items-start gap-4 lg:grid-cols-3">
          <AwaitingApprovalPanel awaiting={data.awaitingApproval} />
          <ReadyToInvoicePanel ready={data.readyToInvoice} showMoney={showMoney} />
          <HoursThisWeekPanel week={data.week} hours={data.hoursThisWeek} />
        </div>
      ) : (
        <OverviewSkeleton />
      )}
      {data && data.budgetFlags.length > 0 && <BudgetFlagsPanel flags={data.budgetFlags} />}
      <AutoInvoiceAttentionPanel companyId={companyId} />
      <RecentDockets
        title="Recent dockets"
        dockets={data?.recentDockets}
        userId={userId}
        showWorker
        showMoney={showMoney}
        emptyText="No dockets yet. They appear here as soon as your team records work."
      />
    </div>
  );
}
