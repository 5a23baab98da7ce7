import { apiQuery } from '../../../lib/api';

/** New Timesheet's starting point: the employee's week from their counted dockets. */
export const getWeekFromDocketsQuery = (userId: number, weekEnding: string) => ({
  ...apiQuery('GET /api/weekly-timesheets/from-dockets', { query: { userId, weekEnding } }),
  staleTime: 0,
});
