import { useQuery } from '@tanstack/react-query';
import type { PayPeriod } from '../../../../shared/payroll/hours';
import { apiQuery } from '../../../lib/api';

/** The period's counted dockets (approved or Complete, Count on Timesheet on), with their minutes. */
export const getCompletedDocketsQuery = (companyId: number, period: PayPeriod) =>
  apiQuery('GET /api/companies/:companyId/timesheets/completed', {
    params: { companyId },
    query: { start: period.start, end: period.end, countOnTimesheet: 'true' },
  });

export const useCompletedDockets = (companyId: number, period: PayPeriod | null) =>
  useQuery({
    ...getCompletedDocketsQuery(companyId, period ?? { start: '', end: '' }),
    enabled: period !== null,
  });
