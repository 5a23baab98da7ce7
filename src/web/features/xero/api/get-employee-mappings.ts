import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getEmployeeMappingsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/xero/employee-mappings', { params: { companyId } });

export const useEmployeeMappings = (companyId: number) => useQuery(getEmployeeMappingsQuery(companyId));
