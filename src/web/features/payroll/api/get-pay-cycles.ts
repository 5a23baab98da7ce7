import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getPayCyclesQuery = (companyId: number, date: string | null) =>
  apiQuery('GET /api/companies/:companyId/xero/pay-cycles', {
    params: { companyId },
    query: date ? { date } : {},
  });

/** The pay period holding `date` (null: today in the company's zone) and its neighbours. */
export const usePayCycles = (companyId: number, date: string | null) =>
  useQuery({ ...getPayCyclesQuery(companyId, date), placeholderData: keepPreviousData });
