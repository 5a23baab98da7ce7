import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';
import type { PayrollRun } from './types';

const RUN_POLL_MS = 2000;

/** One run, read again every 2 s while it is queued or running. */
export const usePayrollRun = (companyId: number, run: PayrollRun | null) =>
  useQuery({
    ...apiQuery('GET /api/companies/:companyId/payroll/runs/:runId', {
      params: { companyId, runId: run?.id ?? 0 },
    }),
    enabled: run !== null,
    initialData: run ?? undefined,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'done' ? RUN_POLL_MS : false,
  });
