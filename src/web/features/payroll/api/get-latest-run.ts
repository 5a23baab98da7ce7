import { useQuery } from '@tanstack/react-query';
import type { PayPeriod } from '../../../../shared/payroll/hours';
import { apiQuery } from '../../../lib/api';

/** The latest whole-period run of the period (null when none). */
export const getLatestRunQuery = (companyId: number, period: PayPeriod) =>
  apiQuery('GET /api/companies/:companyId/payroll/runs', {
    params: { companyId },
    query: { startDate: period.start, endDate: period.end },
  });

export const useLatestRun = (companyId: number, period: PayPeriod | null) =>
  useQuery({
    ...getLatestRunQuery(companyId, period ?? { start: '', end: '' }),
    enabled: period !== null,
  });
