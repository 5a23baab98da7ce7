import { mondayOf, type IsoDate } from '../../../../shared/dates';
import { totalOf, type Docket } from '../api';
import type { ForemanFilter } from './access-store';

export type WeekGroup = { monday: IsoDate; dockets: Docket[] };

export const isPending = (docket: Pick<Docket, 'status'>): boolean => docket.status === 'pending_approval';
export const isApproved = (docket: Pick<Docket, 'status'>): boolean => docket.status === 'approved';

export function filterDockets(dockets: readonly Docket[], filter: ForemanFilter): Docket[] {
  if (filter === 'pending') return dockets.filter(isPending);
  if (filter === 'approved') return dockets.filter(isApproved);
  return [...dockets];
}

const oldestFirst = (a: Docket, b: Docket): number =>
  a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/** Spec 001 §2.6: weeks (Monday start) newest first; dockets within a week oldest first. */
export function groupByWeek(dockets: readonly Docket[]): WeekGroup[] {
  const weeks = new Map<IsoDate, Docket[]>();
  for (const docket of dockets) {
    const monday = mondayOf(docket.date);
    weeks.set(monday, [...(weeks.get(monday) ?? []), docket]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([monday, list]) => ({ monday, dockets: list.sort(oldestFirst) }));
}

/** The dashboard's four figures (spec 001 §2.5). */
export function projectFigures(dockets: readonly Docket[]) {
  return {
    pending: dockets.filter(isPending).length,
    approved: dockets.filter(isApproved).length,
    hours: totalOf(dockets).hoursShort,
    total: dockets.length,
  };
}

/** Hours of one docket with one decimal ("8.5"). */
export const docketHours = (docket: Docket): string => totalOf([docket]).hoursShort;
