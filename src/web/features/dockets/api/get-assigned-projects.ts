import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiQuery } from '../../../lib/api';
import type { AssignedProject } from '../types';

export const projectsKey = (userId: number) =>
  apiQuery('GET /api/users/:id/assigned-projects', { params: { id: userId } }).queryKey;

/** A worker's active projects; a failure gives an empty list (spec 001 §8). */
export const projectsQuery = (userId: number) =>
  queryOptions({
    queryKey: projectsKey(userId),
    // With no answer at all the list read before (kept for offline use) stays.
    queryFn: ({ signal, client }) =>
      api('GET /api/users/:id/assigned-projects', { params: { id: userId }, signal }).catch(
        (): AssignedProject[] => client.getQueryData<AssignedProject[]>(projectsKey(userId)) ?? [],
      ),
  });

export const useAssignedProjects = (userId: number) => useQuery(projectsQuery(userId));
