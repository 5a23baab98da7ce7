import { z } from 'zod';
import { isIsoDate } from '../dates';
import { wholeNumberField } from '../schemas/decimal';
import { idField } from '../schemas/fields';
import {
  daysInRange,
  MAX_REPORT_DAYS,
  REPORT_FIRST_DAY,
  REPORT_IDS,
  REPORT_LAST_DAY,
  REPORT_MSG,
} from './reports';

/* ------------------------------------------------------------------------------------ queries */

const day = (missing: string) =>
  z
    .string({ message: missing })
    .refine(isIsoDate, REPORT_MSG.date)
    .refine((d) => !isIsoDate(d) || (d >= REPORT_FIRST_DAY && d <= REPORT_LAST_DAY), REPORT_MSG.years);

const filters = z.object({
  from: day(REPORT_MSG.from),
  to: day(REPORT_MSG.to),
  projectId: idField(REPORT_MSG.project).optional(),
  clientId: idField(REPORT_MSG.client).optional(),
  workerId: idField(REPORT_MSG.worker).optional(),
});
type Range = { from: string; to: string };
const inOrder = (q: Range) => !isIsoDate(q.from) || !isIsoDate(q.to) || q.from <= q.to;
const notTooLong = (q: Range) =>
  !isIsoDate(q.from) || !isIsoDate(q.to) || q.from > q.to || daysInRange(q) <= MAX_REPORT_DAYS;
const ranged = <T extends z.ZodType<Range>>(schema: T) =>
  schema
    .refine(inOrder, { message: REPORT_MSG.order, path: ['to'] })
    .refine(notTooLong, { message: REPORT_MSG.range, path: ['to'] });

/** Every report's filters: the range (company calendar days, both ends included) and who or what. */
export const reportQuery = ranged(filters);
export type ReportQuery = z.infer<typeof reportQuery>;

export const reportParams = z.object({
  companyId: idField(),
  report: z.enum(REPORT_IDS, { message: REPORT_MSG.report }),
});

/**
 * Which of the report's dockets a drill-down lists (Work by project's columns): not yet approved
 * (draft, pending, reverted), approved, approved and invoiced, approved and not yet invoiced.
 * Void dockets are never listed; without a state every other docket is.
 */
export const DOCKET_STATES = ['not-approved', 'approved', 'invoiced', 'not-invoiced'] as const;
export type DocketState = (typeof DOCKET_STATES)[number];

/** The dockets behind a report row: the report's filters, narrowed by the row, a page at a time. */
export const reportDocketsQuery = ranged(
  filters.extend({
    state: z.enum(DOCKET_STATES, { message: REPORT_MSG.state }).optional(),
    /** Only non-billable dockets (Labour's non-billable column) or only billable ones. */
    billable: z.enum(['yes', 'no']).optional(),
    offset: wholeNumberField(0, 1_000_000, 'The offset is a whole number from 0 to 1000000').default(0),
    limit: wholeNumberField(1, 200, 'The page size is a whole number from 1 to 200').default(50),
  }),
);
export type ReportDocketsQuery = z.infer<typeof reportDocketsQuery>;

/* ------------------------------------------------------------------------------------ replies */

const money = z.string().describe('AUD as a decimal string with 2 places, e.g. "1234.50"');
const hours = z.string().describe('Hours as a decimal string with 2 places, e.g. "38.50"');

/** Hours worked and money of a set of dockets: net (ex GST), GST and total, each a sum of rounded lines. */
export const figuresReply = z.object({ hours, net: money, gst: money, total: money });
export type FiguresReply = z.infer<typeof figuresReply>;

const range = { from: z.string(), to: z.string() };

/** Work by project: each project's dockets split by state; its billable quantities by rate item. */
const rateItemRow = z.object({
  name: z.string(),
  unit: z.string(),
  /** Billable quantity with 4 places, as invoice lines carry it. */
  quantity: z.string(),
  net: money,
  gst: money,
  total: money,
});
const byState = z.object({
  notApproved: figuresReply,
  approved: figuresReply,
  invoiced: figuresReply,
  notInvoiced: figuresReply,
});
export const workByProjectRow = z.object({
  projectId: z.number(),
  projectName: z.string(),
  projectCode: z.string(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  dockets: z.number(),
  /** Every docket of the project in the range but void ones. */
  all: figuresReply,
  byState,
  rateItems: z.array(rateItemRow),
});
export const workByProjectReply = z.object({
  report: z.literal('work-by-project'),
  ...range,
  rows: z.array(workByProjectRow),
  totals: z.object({ dockets: z.number(), all: figuresReply, byState }),
});

/** Labour by worker: payroll's counted dockets, per week: ordinary and overtime at the threshold. */
const labourFigures = z.object({ ordinary: hours, overtime: hours, total: hours, nonBillable: hours });
export const labourWeek = labourFigures.extend({ weekStart: z.string() });
export const labourRow = z.object({
  workerId: z.number(),
  workerName: z.string(),
  weeks: z.array(labourWeek),
  totals: labourFigures,
});
export const labourByWorkerReply = z.object({
  report: z.literal('labour-by-worker'),
  ...range,
  overtimeThreshold: z.number(),
  rows: z.array(labourRow),
  totals: labourFigures,
});

/**
 * Clients: value invoiced, value approved but not yet invoiced, and what is still owed today on the
 * invoices of those dockets (issue 27; null never sent now, kept for replies stored before).
 */
export const clientRow = z.object({
  clientId: z.number().nullable(),
  clientName: z.string(),
  invoiced: figuresReply,
  notInvoiced: figuresReply,
  outstanding: money.nullable(),
});
export const clientsReply = z.object({
  report: z.literal('clients'),
  ...range,
  rows: z.array(clientRow),
  totals: z.object({ invoiced: figuresReply, notInvoiced: figuresReply, outstanding: money }),
});

/** Trend: hours and value per week over the range, in all and per project. */
export const trendProject = z.object({
  projectId: z.number(),
  projectName: z.string(),
  figures: figuresReply,
});
export const trendWeek = z.object({
  weekStart: z.string(),
  figures: figuresReply,
  projects: z.array(trendProject),
});
export const trendReply = z.object({
  report: z.literal('trend'),
  ...range,
  weeks: z.array(trendWeek),
  totals: figuresReply,
});

/** Budgets: each project with a budget, what it has used to the range's end, and its weekly burn. */
export const budgetRow = z.object({
  projectId: z.number(),
  projectName: z.string(),
  projectCode: z.string(),
  budgetHours: hours.nullable(),
  budgetValue: money.nullable(),
  /** Hours worked and value ex GST of its dockets (not void) from its first to the range's last day. */
  usedHours: hours,
  usedValue: money,
  remainingHours: hours.nullable(),
  remainingValue: money.nullable(),
  percentHours: z.number().nullable(),
  percentValue: z.number().nullable(),
  flag: z.enum(['near', 'over']).nullable(),
  /** Used so far at the end of each week of the range (the burn line). */
  burn: z.array(z.object({ weekEnd: z.string(), hours, value: money })),
});
export const budgetsReply = z.object({ report: z.literal('budgets'), ...range, rows: z.array(budgetRow) });

export const reportReply = z.discriminatedUnion('report', [
  workByProjectReply,
  labourByWorkerReply,
  clientsReply,
  trendReply,
  budgetsReply,
]);
export type ReportReply = z.infer<typeof reportReply>;
export type ReportOf<R extends ReportReply['report']> = Extract<ReportReply, { report: R }>;
export type WorkByProjectReport = ReportOf<'work-by-project'>;
export type LabourByWorkerReport = ReportOf<'labour-by-worker'>;
export type ClientsReport = ReportOf<'clients'>;
export type TrendReport = ReportOf<'trend'>;
export type BudgetsReport = ReportOf<'budgets'>;

/** One docket behind a report row, linked to its preview. */
export const reportDocketRow = z.object({
  id: z.number(),
  date: z.string(),
  workerName: z.string(),
  projectName: z.string().nullable(),
  status: z.string(),
  invoiced: z.boolean(),
  invoiceNumber: z.string().nullable(),
  figures: figuresReply,
});
export const reportDocketsReply = z.object({ dockets: z.array(reportDocketRow), total: z.number() });
export type ReportDocketRow = z.infer<typeof reportDocketRow>;
