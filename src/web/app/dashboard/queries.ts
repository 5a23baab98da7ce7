import { queryOptions } from '@tanstack/react-query';
import { addDays, todayIn } from '../../../shared/dates';
import { apiQuery } from '../../lib/api';
import type { Docket } from '../../features/dockets/api';

/** Spec 001 §9: the dashboard shows 3 recent dockets. */
export const RECENT_LIMIT = 3;
/** A user's own recent dockets are looked for in the last 14 days. */
const RECENT_DAYS = 14;

/** The office overview; refetched whenever the dashboard opens, so counts and totals are current. */
export const dashboardQuery = (companyId: number) =>
  queryOptions({
    ...apiQuery('GET /api/companies/:companyId/dashboard', { params: { companyId } }),
    staleTime: 0,
  });

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

/** The 3 most recent by date, newest recorded first within a day. */
export const mostRecent = (dockets: readonly Docket[]): Docket[] =>
  [...dockets]
    .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, RECENT_LIMIT);
