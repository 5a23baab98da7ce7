import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getPayrollSettingsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/xero/payroll-settings', { params: { companyId } });

export const usePayrollSettings = (companyId: number) => useQuery(getPayrollSettingsQuery(companyId));
