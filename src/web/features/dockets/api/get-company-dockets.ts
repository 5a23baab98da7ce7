import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/** The foreman's list (GET /api/companies/:companyId/timesheets), read again whenever it opens. */
export const useCompanyDockets = (companyId: number) =>
  useQuery({
    ...apiQuery('GET /api/companies/:companyId/timesheets', { params: { companyId } }),
    staleTime: 0,
  });
