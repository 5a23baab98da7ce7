import { useQuery } from '@tanstack/react-query';
import type { CompanyExport } from '../../../../shared/company/export-schemas';
import { apiQuery, type Json } from '../../../lib/api';

export type ShownExport = Json<CompanyExport>;

/** How often the list is read again while an export is being made. */
const POLL_MS = 1500;

export const exportsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/exports', { params: { companyId } });

export const isBeingMade = (e: ShownExport) => e.status === 'queued' || e.status === 'running';

/** The admin's latest exports, read again every 1.5 s while one is being made (its progress bar). */
export const useExports = (companyId: number) =>
  useQuery({
    ...exportsQuery(companyId),
    refetchInterval: (query) => (query.state.data?.exports.some(isBeingMade) ? POLL_MS : false),
  });
