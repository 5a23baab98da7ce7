import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReplyOf } from '../../../lib/api';

export type CompanyUser = ReplyOf<'GET /api/companies/:companyId/users'>[number];

const usersQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/users', { params: { companyId } });

export const usersKey = (companyId: number) => usersQuery(companyId).queryKey;

export const useCompanyUsers = (companyId: number) => useQuery(usersQuery(companyId));
