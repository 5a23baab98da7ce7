import { stringify } from 'csv-stringify/sync';
import { ACTIVITY_KINDS } from '../../../../shared/company/activity-kinds';
import type { ActivityEntry } from '../../../../shared/company/activity-schemas';
import { formatInstant } from '../../../../shared/dates';
import { safeCell } from '../../../integrations/csv/safe-cell';

const COLUMNS = [
  'When',
  'Person',
  'Activity',
  'Kind',
  'Subject',
  'Subject id',
  'Before',
  'After',
  'Device',
  'Address',
] as const;

const values = (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '');

/** The filtered trail as CSV: one header row, one row per entry, times in the company's zone. */
export function activityCsv(entries: ActivityEntry[], timeZone: string): string {
  const rows = entries.map((e) =>
    [
      formatInstant(e.at, timeZone, 'dateTime'),
      e.userName,
      ACTIVITY_KINDS[e.kind],
      e.kind,
      `${e.subjectType}: ${e.subjectLabel}`,
      e.subjectId === null ? '' : String(e.subjectId),
      values(e.before),
      values(e.after),
      e.device ?? '',
      e.address ?? '',
    ].map(safeCell),
  );
  return stringify([[...COLUMNS], ...rows]);
}

export const activityFileName = (today: string) => `activity-${today}.csv`;
