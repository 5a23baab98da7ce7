import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getForemenQuery = (projectId: number) =>
  apiQuery('GET /api/projects/:id/foremans', { params: { id: projectId } });

export const useForemen = (projectId: number) => useQuery(getForemenQuery(projectId));
