import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, queryKeyOf, type ReplyOf } from '../../../lib/api';
import { fullName } from '../../../../shared/people';

/** The reads of /weekly-timesheets (002 §7), one place per endpoint. */

export type WeeklySheet = ReplyOf<'GET /api/weekly-timesheets'>[number];

/** 002 §9: the weekly view is read again every 60 s and is fresh for 30 s. */
const REFRESH = { refetchInterval: 60_000, staleTime: 30_000 };

/** Every weekly-timesheet read: what a save or a submission makes stale. */
export const weeklyKey = () => queryKeyOf('/api/weekly-timesheets');

export const useWeekSheets = (companyId: number, weekEnding: string) =>
  useQuery({
    ...apiQuery('GET /api/weekly-timesheets', { query: { companyId, weekEnding } }),
    ...REFRESH,
    placeholderData: keepPreviousData,
  });

/** New Timesheet's starting point: the employee's week from their counted dockets. */
export const fromDocketsQuery = (userId: number, weekEnding: string) => ({
  ...apiQuery('GET /api/weekly-timesheets/from-dockets', { query: { userId, weekEnding } }),
  staleTime: 0,
});

/** The employee picker: the company's active people (002 §6: loaded for admin and office only). */
export const useEmployees = (companyId: number) =>
  useQuery({
    ...apiQuery('GET /api/companies/:companyId/users', { params: { companyId } }),
    select: (users) =>
      users
        .filter((u) => u.isActive)
        .map((u) => ({ id: u.id, name: fullName(u) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
  });
