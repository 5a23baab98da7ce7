import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery, type ReplyOf } from '../../../lib/api';

/** One docket as the invoice-management lists send it (worker, project, dates, invoice state). */
export type InvoiceRow = ReplyOf<'GET /api/admin/timesheets/approved'>[number];

/** Spec 002 §9: the approved-timesheets list is fresh for 30 s and kept for 60 s. */
export const listCache = { staleTime: 30_000, gcTime: 60_000 };

export const getApprovedDocketsQuery = () =>
  queryOptions({ ...apiQuery('GET /api/admin/timesheets/approved'), ...listCache });

/** The dockets ready to invoice: approved, billable, not invoiced. */
export const useApprovedDockets = () => useQuery(getApprovedDocketsQuery());
