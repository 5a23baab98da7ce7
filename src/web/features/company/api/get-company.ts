import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

const companyQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId', { params: { companyId } });

export const companyKey = (companyId: number) => companyQuery(companyId).queryKey;

export const useCompany = (companyId: number) => useQuery(companyQuery(companyId));
