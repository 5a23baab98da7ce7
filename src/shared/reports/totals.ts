import type { ReportReply } from './schemas';

/** A headline figure of a report: its label, what kind of figure it is, and its value as the reply has it. */
export type ReportTotal = { label: string; kind: 'hours' | 'money' | 'count' | 'text'; value: string };

const hours = (label: string, value: string): ReportTotal => ({ label, kind: 'hours', value });
const money = (label: string, value: string): ReportTotal => ({ label, kind: 'money', value });
const count = (label: string, value: number): ReportTotal => ({ label, kind: 'count', value: String(value) });

/**
 * The figures above a report's table, the same on the screen and in the PDF (each shows them its own
 * way): what the table's totals row says, and for Labour the threshold the overtime was split at.
 */
export function reportTotals(report: ReportReply): ReportTotal[] {
  switch (report.report) {
    case 'work-by-project': {
      const { all, byState } = report.totals;
      return [
        hours('Hours', all.hours),
        money('Value ex GST', all.net),
        money('GST', all.gst),
        money('Total incl. GST', all.total),
        money('Not approved ex GST', byState.notApproved.net),
        money('Not invoiced ex GST', byState.notInvoiced.net),
      ];
    }
    case 'labour-by-worker':
      return [
        hours('Ordinary hours', report.totals.ordinary),
        hours('Overtime hours', report.totals.overtime),
        hours('Total hours', report.totals.total),
        hours('Non-billable hours', report.totals.nonBillable),
        { label: 'Overtime after', kind: 'text', value: `${report.overtimeThreshold} hours a day` },
      ];
    case 'clients':
      return [
        money('Invoiced ex GST', report.totals.invoiced.net),
        money('Invoiced incl. GST', report.totals.invoiced.total),
        money('Not invoiced ex GST', report.totals.notInvoiced.net),
        money('Not invoiced incl. GST', report.totals.notInvoiced.total),
      ];
    case 'trend':
      return [
        hours('Hours', report.totals.hours),
        money('Value ex GST', report.totals.net),
        money('GST', report.totals.gst),
        money('Total incl. GST', report.totals.total),
      ];
    case 'budgets':
      return [
        count('Projects with a budget', report.rows.length),
        count('Budget 80% used', report.rows.filter((r) => r.flag === 'near').length),
        count('Over budget', report.rows.filter((r) => r.flag === 'over').length),
      ];
  }
}
