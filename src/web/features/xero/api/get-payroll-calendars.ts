import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getPayrollCalendarsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/xero/payroll-calendars', { params: { companyId } });

export const usePayrollCalendars = (companyId: number) => useQuery(getPayrollCalendarsQuery(companyId));
