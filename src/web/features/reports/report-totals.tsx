import type { ReportReply } from '../../../shared/reports/schemas';
import { hours, money } from './tables/cells';

type Figure = { label: string; value: string };

/** The figures at the top of each report: what its table's totals row says. */
export function totalsOf(report: ReportReply): Figure[] {
  switch (report.report) {
    case 'work-by-project':
      return [
        { label: 'Hours', value: hours(report.totals.all.hours) },
        { label: 'Value ex GST', value: money(report.totals.all.net) },
        { label: 'GST', value: money(report.totals.all.gst) },
        { label: 'Total', value: money(report.totals.all.total) },
      ];
    case 'labour-by-worker':
      return [
        { label: 'Ordinary hours', value: hours(report.totals.ordinary) },
        { label: 'Overtime hours', value: hours(report.totals.overtime) },
        { label: 'Total hours', value: hours(report.totals.total) },
        { label: 'Non-billable hours', value: hours(report.totals.nonBillable) },
      ];
    case 'clients':
      return [
        { label: 'Invoiced ex GST', value: money(report.totals.invoiced.net) },
        { label: 'Not invoiced ex GST', value: money(report.totals.notInvoiced.net) },
      ];
    case 'trend':
      return [
        { label: 'Hours', value: hours(report.totals.hours) },
        { label: 'Value ex GST', value: money(report.totals.net) },
        { label: 'Total', value: money(report.totals.total) },
      ];
    case 'budgets':
      return [
        { label: 'Projects with a budget', value: String(report.rows.length) },
        { label: 'Budget 80% used', value: String(report.rows.filter((r) => r.flag === 'near').length) },
        { label: 'Over budget', value: String(report.rows.filter((r) => r.flag === 'over').length) },
      ];
  }
}

/** The report's totals as a row of figures, each a big number over its label. */
export function ReportTotals({ report }: { report: ReportReply }) {
  return (
    <div role="group" aria-label="Totals">
      <dl className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-4">
        {totalsOf(report).map(({ label, value }) => (
          <div
            key={label}
            className="grid min-w-0 rounded-card border border-line bg-surface px-4 py-3 shadow-sm sm:min-w-40"
          >
            <dt className="order-2 text-sm font-semibold text-ink-muted">{label}</dt>
            <dd className="order-1 truncate text-xl font-extrabold tabular-nums sm:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
