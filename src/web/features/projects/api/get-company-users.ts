import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getCompanyUsersQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/users', { params: { companyId } });

/** The company's people (admin and office), for Manage Team. */
export const useCompanyUsers = (companyId: number) => useQuery(getCompanyUsersQuery(companyId));
