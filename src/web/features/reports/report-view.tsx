import { BarChart3 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { ReportReply } from '../../../shared/reports/schemas';
import { EmptyState } from '../../components/empty-state';
import { LoadingText } from '../../components/ui/spinner';
import type { OnDrill } from './drill';
import type { ReportFilters } from './report-address';
import { ReportTotals } from './report-totals';
import { BudgetsTable } from './tables/budgets-table';
import { ClientsTable } from './tables/clients-table';
import { LabourTable } from './tables/labour-table';
import { TrendTable } from './tables/trend-table';
import { WorkTable } from './tables/work-table';

const ReportChart = lazy(() => import('./charts/report-chart'));

const EMPTY: Record<ReportReply['report'], string> = {
  'work-by-project': 'No docket in this period matches the filters.',
  'labour-by-worker': 'No approved docket counted on a timesheet in this period matches the filters.',
  clients: 'No approved docket in this period matches the filters.',
  trend: 'No docket in this period matches the filters.',
  budgets: 'No project has a budget yet: an administrator sets one in Edit Project Details.',
};

const isEmpty = (report: ReportReply) =>
  report.report === 'trend' ? report.weeks.every((w) => w.projects.length === 0) : report.rows.length === 0;

type Props = { report: ReportReply; filters: ReportFilters; onDrill: OnDrill };

/** One report: its totals, its chart, and its table (the chart's accessible alternative). */
export function ReportView({ report, filters, onDrill }: Props) {
  if (isEmpty(report))
    return <EmptyState icon={BarChart3} title="Nothing to report" text={EMPTY[report.report]} />;
  return (
    <div className="grid min-w-0 gap-4">
      <ReportTotals report={report} />
      <Suspense
        fallback={
          <LoadingText label="Loading the chart…" className="h-64 justify-center rounded-card bg-surface" />
        }
      >
        <ReportChart report={report} />
      </Suspense>
      <ReportTable report={report} filters={filters} onDrill={onDrill} />
    </div>
  );
}

function ReportTable({ report, ...table }: Props) {
  switch (report.report) {
    case 'work-by-project':
      return <WorkTable report={report} {...table} />;
    case 'labour-by-worker':
      return <LabourTable report={report} {...table} />;
    case 'clients':
      return <ClientsTable report={report} {...table} />;
    case 'trend':
      return <TrendTable report={report} {...table} />;
    case 'budgets':
      return <BudgetsTable report={report} {...table} />;
  }
}
