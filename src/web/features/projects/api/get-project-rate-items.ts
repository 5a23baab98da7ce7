import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getProjectRateItemsQuery = (projectId: number) =>
  apiQuery('GET /api/projects/:id/rate-items', { params: { id: projectId } });

export const useProjectRateItems = (projectId: number) => useQuery(getProjectRateItemsQuery(projectId));
