import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/** The office overview; refetched whenever the dashboard opens, so counts and totals are current. */
export const dashboardQuery = (companyId: number) =>
  queryOptions({
    ...apiQuery('GET /api/companies/:companyId/dashboard', { params: { companyId } }),
    staleTime: 0,
  });
