import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getTaxCodesQuery = () => apiQuery('GET /api/xero/tax-codes');

/** The company's tax codes as last synced from Xero (none before the first sync). */
export const useTaxCodes = (enabled = true) => useQuery({ ...getTaxCodesQuery(), enabled });
