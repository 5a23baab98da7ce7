import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getCompanyRateItemsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/rate-items', { params: { companyId } });

/** Company rate items (admin and office only): Settings → Rate Items and the Add Rate Item to Project picker. */
export const useCompanyRateItems = (companyId: number, enabled = true) =>
  useQuery({ ...getCompanyRateItemsQuery(companyId), enabled });
