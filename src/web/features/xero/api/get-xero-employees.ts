import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getXeroEmployeesQuery = () => apiQuery('GET /api/xero/employees');

/** Xero Payroll's employees: read when the mapping dialog opens. */
export const useXeroEmployees = (enabled: boolean) => useQuery({ ...getXeroEmployeesQuery(), enabled });
