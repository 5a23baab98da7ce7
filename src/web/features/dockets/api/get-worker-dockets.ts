import { queryOptions } from '@tanstack/react-query';
import { addDays, todayIn, type IsoDate } from '../../../../shared/dates';
import { apiQuery } from '../../../lib/api';
import { repeatLookback } from '../repeat/repeat-mapping';

/** GET /api/users/:id/timesheets, read four ways: a week, a day, the last two weeks, the dashboard's. */
export const weekQuery = (workerId: number, startDate: string, endDate: string) =>
  apiQuery('GET /api/users/:id/timesheets', { params: { id: workerId }, query: { startDate, endDate } });

/** The day list is never cached (spec 001 §7). */
export const dayQuery = (workerId: number, date: string) =>
  queryOptions({
    ...apiQuery('GET /api/users/:id/timesheets', { params: { id: workerId }, query: { date } }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** The worker's dockets of the last two weeks up to `date`: the day to repeat, and what `date` holds. */
export const recentQuery = (userId: number, date: IsoDate) =>
  queryOptions({
    ...apiQuery('GET /api/users/:id/timesheets', {
      params: { id: userId },
      query: repeatLookback(date),
    }),
    staleTime: 0,
  });

/** A user's own recent dockets are looked for in the last 14 days. */
const RECENT_DAYS = 14;

/** The user's own dockets of the last 14 days (company time zone), to pick the most recent from. */
export function ownRecentQuery(userId: number, timeZone: string) {
  const today = todayIn(timeZone);
  return queryOptions({
    ...apiQuery('GET /api/users/:id/timesheets', {
      params: { id: userId },
      query: { startDate: addDays(today, 1 - RECENT_DAYS), endDate: today },
    }),
    staleTime: 0,
  });
}
