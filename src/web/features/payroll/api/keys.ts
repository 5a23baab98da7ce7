import { queryKeyOf } from '../../../lib/api';
import { getXeroStatusQuery } from '../../xero/api';

/** The keys Refresh reads again: the connection, the pay cycles and Xero reads, the period's dockets, the runs. */
export const payrollKeys = (companyId: number) => [
  getXeroStatusQuery().queryKey,
  queryKeyOf('/api/companies/:companyId/xero', { companyId }),
  queryKeyOf('/api/companies/:companyId/timesheets/completed', { companyId }),
  queryKeyOf('/api/companies/:companyId/payroll', { companyId }),
];

/** Every weekly-timesheet read: what a save or a submission makes stale. */
export const weeklyKey = () => queryKeyOf('/api/weekly-timesheets');
