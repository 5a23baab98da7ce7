import type { PayPeriod } from '../../../../shared/payroll/hours';
import { api } from '../../../lib/api';

/** GET …/payroll/csv: the period as CSV, saved under the server's file name. */
export const getPayrollCsv = (companyId: number, period: PayPeriod, overtimeThreshold: number) =>
  api('GET /api/companies/:companyId/payroll/csv', {
    params: { companyId },
    query: { start: period.start, end: period.end, overtimeThreshold },
  });
