import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';
import { missingDocketsQuery } from './get-missing-dockets';

export const holidaysQuery = (companyId: number) =>
  queryOptions(apiQuery('GET /api/companies/:companyId/holidays', { params: { companyId } }));

/** After adding or removing a holiday: the holidays, then the missing list, are read again. */
export async function refreshHolidays(queryClient: QueryClient, companyId: number) {
  await queryClient.invalidateQueries({ queryKey: holidaysQuery(companyId).queryKey });
  await queryClient.invalidateQueries({ queryKey: missingDocketsQuery(companyId).queryKey });
}
