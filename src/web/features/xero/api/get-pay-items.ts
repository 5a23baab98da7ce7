import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getPayItemsQuery = () => apiQuery('GET /api/xero/pay-items');

/** Xero's earnings rates: read when the View Earnings Rates dialog opens. */
export const usePayItems = (enabled: boolean) => useQuery({ ...getPayItemsQuery(), enabled });
