import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getXeroLogStatsQuery = () => apiQuery('GET /api/xero/logs/stats');

export const useXeroLogStats = (refetchInterval: number) =>
  useQuery({ ...getXeroLogStatsQuery(), refetchInterval });
