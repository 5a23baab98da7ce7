import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityFilter } from '../../../../shared/company/activity-schemas';
import { ACTIVITY_PAGE_SIZE } from '../../../../shared/company/activity-kinds';
import { api, apiQuery, type ReplyOf } from '../../../lib/api';
import { downloadReply } from '../../../lib/download';

export type ActivityPage = ReplyOf<'GET /api/companies/:companyId/activity'>;
export type ActivityRow = ActivityPage['entries'][number];

/** Only the filters that are set (an empty select or date sends nothing). */
const set = (filter: ActivityFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as ActivityFilter;

/** A page of the trail, newest first; re-read each time the screen opens. */
export const useActivity = (companyId: number, filter: ActivityFilter, page: number) =>
  useQuery({
    ...apiQuery('GET /api/companies/:companyId/activity', {
      params: { companyId },
      query: { ...set(filter), offset: page * ACTIVITY_PAGE_SIZE, limit: ACTIVITY_PAGE_SIZE },
    }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The filtered trail as CSV, saved under the server's file name. */
export async function downloadActivityCsv(companyId: number, filter: ActivityFilter) {
  const res = await api('GET /api/companies/:companyId/activity.csv', {
    params: { companyId },
    query: set(filter),
  });
  await downloadReply(res as unknown as Response, 'activity.csv');
}
