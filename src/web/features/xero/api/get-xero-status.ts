import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';
import { POLL_MS } from '../logs/poll';

/**
 * The Xero status that Settings → Xero, Xero Debug and the 'Create Xero Invoice' dialog share
 * (002 §7 'Accounting provider').
 */
export const getXeroStatusQuery = () => apiQuery('GET /api/xero/status');

/** Whether the company is connected to Xero, and to which organisation. */
export const useXeroConnection = () => useQuery(getXeroStatusQuery());

/** Xero Debug's status tab: read again every 5 s (002 §9). */
export const useXeroStatus = () => useQuery({ ...getXeroStatusQuery(), refetchInterval: POLL_MS.status });
