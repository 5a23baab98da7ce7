import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/** The missing-dockets card's list; fetched whenever the dashboard opens, so it is current. */
export const missingDocketsQuery = (companyId: number) =>
  queryOptions({
    ...apiQuery('GET /api/companies/:companyId/missing-dockets', { params: { companyId } }),
    staleTime: 0,
  });
