import { addDays, type IsoDate, mondayOf } from '../dates';

/**
 * The reports (issue 26; 002 §9's PRO 'Advanced reporting'): what each is, how a range is picked,
 * and the limits every reader (screen, API, CSV, PDF) shares.
 */
export const REPORT_IDS = ['work-by-project', 'labour-by-worker', 'clients', 'trend', 'budgets'] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export const REPORT_TITLES: Record<ReportId, string> = {
  'work-by-project': 'Work by project',
  'labour-by-worker': 'Labour by worker',
  clients: 'Clients',
  trend: 'Trend',
  budgets: 'Budgets',
};

/**
 * The days a report may name: four-digit years with room for the weeks around them (a range's
 * Mondays, weeksOfRange, stay real dates).
 */
export const REPORT_FIRST_DAY = '1900-01-01';
export const REPORT_LAST_DAY = '2999-12-31';

/** A report covers at most three years (a whole financial year and its two before). */
export const MAX_REPORT_DAYS = 3 * 366;

export const REPORT_MSG = {
  report: 'Unknown report',
  date: 'Dates are yyyy-MM-dd',
  years: 'Dates are from 1900 to 2999',
  from: 'Choose the first day of the report',
  to: 'Choose the last day of the report',
  order: 'The start date must not be after the end date',
  range: 'A report covers at most 3 years',
  project: 'Project not found',
  client: 'Client not found',
  worker: 'Worker not found',
  state: 'Unknown docket state',
} as const;

/** The date-range presets of the filter bar; `custom` keeps the dates typed. */
export const RANGE_PRESETS = [
  'this-week',
  'last-week',
  'this-month',
  'last-month',
  'this-quarter',
  'this-financial-year',
  'custom',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  'this-week': 'This week',
  'last-week': 'Last week',
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-quarter': 'This quarter',
  'this-financial-year': 'This financial year',
  custom: 'Custom',
};

export type DateRange = { from: IsoDate; to: IsoDate };

const firstOfMonth = (year: number, month: number): IsoDate =>
  new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);

/**
 * The days a preset covers on `today` (the company's calendar day), both ends included: weeks start
 * on Monday; quarters are calendar quarters; the Australian financial year runs 1 July – 30 June.
 * `custom` has no dates of its own (null).
 */
export function presetRange(preset: RangePreset, today: IsoDate): DateRange | null {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const month = m - 1;
  switch (preset) {
    case 'this-week':
      return { from: mondayOf(today), to: addDays(mondayOf(today), 6) };
    case 'last-week':
      return { from: addDays(mondayOf(today), -7), to: addDays(mondayOf(today), -1) };
    case 'this-month':
      return { from: firstOfMonth(y, month), to: addDays(firstOfMonth(y, month + 1), -1) };
    case 'last-month':
      return { from: firstOfMonth(y, month - 1), to: addDays(firstOfMonth(y, month), -1) };
    case 'this-quarter': {
      const start = month - (month % 3);
      return { from: firstOfMonth(y, start), to: addDays(firstOfMonth(y, start + 3), -1) };
    }
    case 'this-financial-year': {
      const startYear = month >= 6 ? y : y - 1;
      return { from: `${startYear}-07-01`, to: `${startYear + 1}-06-30` };
    }
    case 'custom':
      return null;
  }
}

/** Days from `from` to `to`, both included. */
export const daysInRange = ({ from, to }: DateRange): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The Mondays of the weeks the range touches, in order (the weekly rows of Labour and Trend). */
export function weeksOfRange({ from, to }: DateRange): IsoDate[] {
  const weeks: IsoDate[] = [];
  for (let w = mondayOf(from); w <= to; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}
