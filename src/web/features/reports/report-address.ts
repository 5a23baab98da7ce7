import { isIsoDate, type IsoDate } from '../../../shared/dates';
import {
  presetRange,
  RANGE_PRESETS,
  REPORT_IDS,
  type DateRange,
  type RangePreset,
  type ReportId,
} from '../../../shared/reports/reports';

/** Who or what a report is narrowed to (each optional). */
export const REPORT_SUBJECTS = ['projectId', 'clientId', 'workerId'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

/**
 * What /reports shows, as its address carries it (so a report can be bookmarked and shared):
 * `?report=…&preset=…` with `from` and `to` only for a custom range, and the subjects.
 */
export type ReportAddress = DateRange & {
  report: ReportId;
  preset: RangePreset;
} & Partial<Record<ReportSubject, number>>;

export const DEFAULT_REPORT: ReportId = 'work-by-project';
export const DEFAULT_PRESET: RangePreset = 'this-month';

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | null =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : null;

const idOf = (value: string | null): number | undefined =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;

/**
 * The address read back, on the company's `today`: an unknown report or preset falls back to
 * Work by project over this month; a custom range without two valid days is this month's days.
 */
export function addressOf(search: URLSearchParams, today: IsoDate): ReportAddress {
  const report = oneOf(REPORT_IDS, search.get('report')) ?? DEFAULT_REPORT;
  const asked = oneOf(RANGE_PRESETS, search.get('preset'));
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const custom = (asked === 'custom' || asked === null) && isIsoDate(from) && isIsoDate(to);
  const preset: RangePreset = custom ? 'custom' : asked && asked !== 'custom' ? asked : DEFAULT_PRESET;
  const range = custom ? { from, to } : presetRange(preset, today)!;
  const address: ReportAddress = { report, preset, ...range };
  for (const subject of REPORT_SUBJECTS) {
    const id = idOf(search.get(subject));
    if (id !== undefined) address[subject] = id;
  }
  return address;
}

/** The address's search string: the dates only for a custom range (a preset is re-read each day). */
export function searchOf(address: ReportAddress): URLSearchParams {
  const search = new URLSearchParams({ report: address.report, preset: address.preset });
  if (address.preset === 'custom') {
    search.set('from', address.from);
    search.set('to', address.to);
  }
  for (const subject of REPORT_SUBJECTS) {
    const id = address[subject];
    if (id !== undefined) search.set(subject, String(id));
  }
  return search;
}

/** The query every reader of the report sends: its range and subjects. */
export const filtersOf = ({ from, to, projectId, clientId, workerId }: ReportAddress) => ({
  from,
  to,
  ...(projectId !== undefined && { projectId }),
  ...(clientId !== undefined && { clientId }),
  ...(workerId !== undefined && { workerId }),
});
export type ReportFilters = ReturnType<typeof filtersOf>;
