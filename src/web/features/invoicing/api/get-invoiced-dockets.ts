import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';
import { listCache } from './get-approved-dockets';

export const getInvoicedDocketsQuery = () =>
  queryOptions({ ...apiQuery('GET /api/admin/timesheets/invoiced'), ...listCache });

/** The most recently invoiced dockets. */
export const useInvoicedDockets = () => useQuery(getInvoicedDocketsQuery());
