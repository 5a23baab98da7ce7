import type { ReportReply } from '../../../../shared/reports/schemas';
import { BudgetsChart, BurnChart } from './budgets-chart';
import { ClientsChart } from './clients-chart';
import { LabourChart } from './labour-chart';
import { TrendChart } from './trend-chart';
import { WorkChart } from './work-chart';

/** The report's chart (its own chunk: the chart library loads beside the page, not before it). */
export default function ReportChart({ report }: { report: ReportReply }) {
  switch (report.report) {
    case 'work-by-project':
      return <WorkChart report={report} />;
    case 'labour-by-worker':
      return <LabourChart report={report} />;
    case 'clients':
      return <ClientsChart report={report} />;
    case 'trend':
      return <TrendChart report={report} />;
    case 'budgets':
      return (
        <div className="grid gap-4 lg:grid-cols-2">
          <BudgetsChart report={report} />
          <BurnChart report={report} />
        </div>
      );
  }
}
