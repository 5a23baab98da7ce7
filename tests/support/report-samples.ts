import { addDays } from '../../src/shared/dates';
import { weeksOfRange } from '../../src/shared/reports/reports';
import type {
  BudgetsReport,
  ClientsReport,
  FiguresReply,
  LabourByWorkerReport,
  TrendReport,
  WorkByProjectReport,
} from '../../src/shared/reports/schemas';

/**
 * Report replies as the server sends them, for the renderers' tests (CSV, PDF): hand-written figures,
 * not computed ones (the report service's own tests check the figures).
 */
export const RANGE = { from: '2026-07-01', to: '2026-07-31' };

export const fig = (hours: string, net: string, gst: string, total: string): FiguresReply => ({
  hours,
  net,
  gst,
  total,
});
const ZERO = fig('0.00', '0.00', '0.00', '0.00');

export function workByProjectSample(projects = 2): WorkByProjectReport {
  const rows = Array.from({ length: projects }, (_, i) => ({
    projectId: i + 1,
    projectName: i === 0 ? '=HYPERLINK("http://evil.example","Click")' : `Bridge works ${i + 1}`,
    projectCode: `P-${100 + i}`,
    clientId: 7,
    clientName: 'Harbour Council',
    dockets: 3,
    all: fig('24.00', '1728.00', '172.80', '1900.80'),
    byState: {
      notApproved: fig('8.00', '576.00', '57.60', '633.60'),
      approved: fig('16.00', '1152.00', '115.20', '1267.20'),
      invoiced: fig('8.00', '576.00', '57.60', '633.60'),
      notInvoiced: fig('8.00', '576.00', '57.60', '633.60'),
    },
    rateItems: [
      { name: 'Labourer', unit: 'hr', quantity: '24.0000', net: '1728.00', gst: '172.80', total: '1900.80' },
    ],
  }));
  const times = (v: string) => (Number(v) * projects).toFixed(2);
  const sum = (f: FiguresReply) => fig(times(f.hours), times(f.net), times(f.gst), times(f.total));
  const first = rows[0]!;
  return {
    report: 'work-by-project',
    ...RANGE,
    rows,
    totals: {
      dockets: 3 * projects,
      all: sum(first.all),
      byState: {
        notApproved: sum(first.byState.notApproved),
        approved: sum(first.byState.approved),
        invoiced: sum(first.byState.invoiced),
        notInvoiced: sum(first.byState.notInvoiced),
      },
    },
  };
}

export function labourSample(workers = 2, range = RANGE): LabourByWorkerReport {
  const week = { ordinary: '38.00', overtime: '2.50', total: '40.50', nonBillable: '1.00' };
  const weeks = weeksOfRange(range);
  return {
    report: 'labour-by-worker',
    ...range,
    overtimeThreshold: 8,
    rows: Array.from({ length: workers }, (_, i) => ({
      workerId: i + 1,
      workerName: `Worker No${i + 1}`,
      weeks: weeks.map((weekStart) => ({ weekStart, ...week })),
      totals: { ordinary: '190.00', overtime: '12.50', total: '202.50', nonBillable: '5.00' },
    })),
    totals: { ordinary: '380.00', overtime: '25.00', total: '405.00', nonBillable: '10.00' },
  };
}

export const clientsSample = (): ClientsReport => ({
  report: 'clients',
  ...RANGE,
  rows: [
    {
      clientId: 7,
      clientName: '+61 Harbour Council',
      invoiced: fig('8.00', '576.00', '57.60', '633.60'),
      notInvoiced: fig('8.00', '576.00', '57.60', '633.60'),
      outstanding: '433.60',
    },
    { clientId: null, clientName: 'No client', invoiced: ZERO, notInvoiced: ZERO, outstanding: '0.00' },
  ],
  totals: {
    invoiced: fig('8.00', '576.00', '57.60', '633.60'),
    notInvoiced: fig('8.00', '576.00', '57.60', '633.60'),
    outstanding: '433.60',
  },
});

export const trendSample = (): TrendReport => ({
  report: 'trend',
  ...RANGE,
  weeks: weeksOfRange(RANGE).map((weekStart) => ({
    weekStart,
    figures: fig('16.00', '1152.00', '115.20', '1267.20'),
    projects: [
      { projectId: 1, projectName: 'Bridge works 1', figures: fig('8.00', '576.00', '57.60', '633.60') },
      { projectId: 2, projectName: 'Bridge works 2', figures: fig('8.00', '576.00', '57.60', '633.60') },
    ],
  })),
  totals: fig('80.00', '5760.00', '576.00', '6336.00'),
});

export const budgetsSample = (): BudgetsReport => ({
  report: 'budgets',
  ...RANGE,
  rows: [
    {
      projectId: 1,
      projectName: 'Bridge works 1',
      projectCode: 'P-100',
      budgetHours: '100.00',
      budgetValue: '10000.00',
      usedHours: '85.00',
      usedValue: '6120.00',
      remainingHours: '15.00',
      remainingValue: '3880.00',
      percentHours: 85,
      percentValue: 61,
      flag: 'near',
      burn: [{ weekEnd: addDays(RANGE.from, 6), hours: '85.00', value: '6120.00' }],
    },
    {
      projectId: 2,
      projectName: 'Bridge works 2',
      projectCode: 'P-101',
      budgetHours: null,
      budgetValue: '1000.00',
      usedHours: '24.00',
      usedValue: '1728.00',
      remainingHours: null,
      remainingValue: '-728.00',
      percentHours: null,
      percentValue: 172,
      flag: 'over',
      burn: [],
    },
  ],
});
