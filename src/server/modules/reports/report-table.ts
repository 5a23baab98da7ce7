import { BUDGET_FLAG_LABELS } from '../../../shared/projects/budget';
import type {
  BudgetsReport,
  ClientsReport,
  FiguresReply,
  LabourByWorkerReport,
  ReportReply,
  TrendReport,
  WorkByProjectReport,
} from '../../../shared/reports/schemas';

/**
 * What a cell holds, so each reader shows it its own way: the CSV as plain decimals and ISO dates,
 * the PDF with formatMoney and Australian dates. Every cell is text ('' for none).
 */
export type CellKind = 'text' | 'date' | 'count' | 'hours' | 'money' | 'percent';

/** A column: its header, its kind, and its share of the PDF's width. */
export type TableColumn = { name: string; kind: CellKind; width: number };

/** A row; a `subtotal` (a worker's, a week's) and the report's `total` are drawn bold in the PDF. */
export type TableRow = { cells: string[]; style?: 'subtotal' | 'total' };

/** A report's table as the screen shows it: the rows the CSV writes and the PDF draws. */
export type ReportTable = { columns: TableColumn[]; rows: TableRow[] };

const col = (name: string, kind: CellKind, width = kind === 'text' ? 2 : 1): TableColumn => ({
  name,
  kind,
  width,
});
const figures = (f: FiguresReply) => [f.hours, f.net, f.gst, f.total];
const split = (f: FiguresReply) => [f.net, f.total];
const percent = (value: number | null) => (value === null ? '' : String(value));

function workByProject(r: WorkByProjectReport): ReportTable {
  const states = (s: WorkByProjectReport['totals']['byState']) => [
    s.notApproved.net,
    s.approved.net,
    s.invoiced.net,
    s.notInvoiced.net,
  ];
  return {
    columns: [
      col('Project', 'text', 1.8),
      col('Code', 'text', 0.8),
      col('Client', 'text', 1.4),
      col('Dockets', 'count', 0.6),
      col('Hours', 'hours', 0.8),
      col('Value ex GST', 'money'),
      col('GST', 'money'),
      col('Total incl. GST', 'money'),
      col('Not approved ex GST', 'money'),
      col('Approved ex GST', 'money'),
      col('Invoiced ex GST', 'money'),
      col('Not invoiced ex GST', 'money'),
    ],
    rows: [
      ...r.rows.map((p) => ({
        cells: [
          p.projectName,
          p.projectCode,
          p.clientName ?? '',
          String(p.dockets),
          ...figures(p.all),
          ...states(p.byState),
        ],
      })),
      {
        cells: [
          'Total',
          '',
          '',
          String(r.totals.dockets),
          ...figures(r.totals.all),
          ...states(r.totals.byState),
        ],
        style: 'total',
      },
    ],
  };
}

function labourByWorker(r: LabourByWorkerReport): ReportTable {
  const hours = (h: LabourByWorkerReport['totals']) => [h.ordinary, h.overtime, h.total, h.nonBillable];
  return {
    columns: [
      col('Worker', 'text'),
      col('Week starting', 'date', 1.2),
      col('Ordinary hours', 'hours'),
      col('Overtime hours', 'hours'),
      col('Total hours', 'hours'),
      col('Non-billable hours', 'hours'),
    ],
    rows: [
      ...r.rows.flatMap((w) => [
        ...w.weeks.map((week) => ({ cells: [w.workerName, week.weekStart, ...hours(week)] })),
        { cells: [w.workerName, 'Total', ...hours(w.totals)], style: 'subtotal' },
      ]),
      { cells: ['All workers', 'Total', ...hours(r.totals)], style: 'total' },
    ],
  };
}

function clients(r: ClientsReport): ReportTable {
  return {
    columns: [
      col('Client', 'text'),
      col('Invoiced ex GST', 'money'),
      col('Invoiced incl. GST', 'money'),
      col('Not invoiced ex GST', 'money'),
      col('Not invoiced incl. GST', 'money'),
      col('Outstanding', 'money'),
    ],
    rows: [
      ...r.rows.map((c) => ({
        cells: [c.clientName, ...split(c.invoiced), ...split(c.notInvoiced), c.outstanding ?? ''],
      })),
      {
        cells: ['Total', ...split(r.totals.invoiced), ...split(r.totals.notInvoiced), r.totals.outstanding],
        style: 'total',
      },
    ],
  };
}

function trend(r: TrendReport): ReportTable {
  return {
    columns: [
      col('Week starting', 'date', 1.2),
      col('Project', 'text'),
      col('Hours', 'hours'),
      col('Value ex GST', 'money'),
      col('GST', 'money'),
      col('Total incl. GST', 'money'),
    ],
    rows: [
      ...r.weeks.flatMap((w) => [
        ...w.projects.map((p) => ({ cells: [w.weekStart, p.projectName, ...figures(p.figures)] })),
        { cells: [w.weekStart, 'All projects', ...figures(w.figures)], style: 'subtotal' },
      ]),
      { cells: ['Total', 'All projects', ...figures(r.totals)], style: 'total' },
    ],
  };
}

function budgets(r: BudgetsReport): ReportTable {
  return {
    columns: [
      col('Project', 'text', 1.8),
      col('Code', 'text', 0.8),
      col('Budget hours', 'hours'),
      col('Hours used', 'hours'),
      col('Hours left', 'hours'),
      col('Hours %', 'percent', 0.7),
      col('Budget ex GST', 'money'),
      col('Value used ex GST', 'money'),
      col('Value left ex GST', 'money'),
      col('Value %', 'percent', 0.7),
      col('Flag', 'text', 1.2),
    ],
    rows: r.rows.map((p) => ({
      cells: [
        p.projectName,
        p.projectCode,
        p.budgetHours ?? '',
        p.usedHours,
        p.remainingHours ?? '',
        percent(p.percentHours),
        p.budgetValue ?? '',
        p.usedValue,
        p.remainingValue ?? '',
        percent(p.percentValue),
        p.flag ? BUDGET_FLAG_LABELS[p.flag] : '',
      ],
    })),
  };
}

/**
 * A report's table, one row per line of the screen's table and its totals: Work by project a row per
 * project; Labour a row per worker and week, then the worker's total; Clients a row per client;
 * Trend a row per week and project, then the week's; Budgets a row per project with a budget.
 */
export function reportTableOf(report: ReportReply): ReportTable {
  switch (report.report) {
    case 'work-by-project':
      return workByProject(report);
    case 'labour-by-worker':
      return labourByWorker(report);
    case 'clients':
      return clients(report);
    case 'trend':
      return trend(report);
    case 'budgets':
      return budgets(report);
  }
}
