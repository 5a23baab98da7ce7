import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const rateItemsQuery = (projectId: number) =>
  apiQuery('GET /api/projects/:id/rate-items', { params: { id: projectId } });

export const useRateItems = (projectId: number | null) =>
  useQuery({ ...rateItemsQuery(projectId ?? 0), enabled: projectId !== null });
