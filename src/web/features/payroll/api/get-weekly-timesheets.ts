import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/** 002 §9: the weekly view is read again every 60 s and is fresh for 30 s. */
const REFRESH = { refetchInterval: 60_000, staleTime: 30_000 };

export const getWeeklyTimesheetsQuery = (companyId: number, weekEnding: string) =>
  apiQuery('GET /api/weekly-timesheets', { query: { companyId, weekEnding } });

export const useWeekSheets = (companyId: number, weekEnding: string) =>
  useQuery({
    ...getWeeklyTimesheetsQuery(companyId, weekEnding),
    ...REFRESH,
    placeholderData: keepPreviousData,
  });
