import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, apiQuery } from '../../lib/api';
import { queuedDocket } from './offline/queued-docket';
import type { AssignedProject, Docket } from './types';

export const weekQuery = (workerId: number, startDate: string, endDate: string) =>
  apiQuery('GET /api/users/:id/timesheets', { params: { id: workerId }, query: { startDate, endDate } });

/** The day list is never cached (spec 001 §7). */
export const dayQuery = (workerId: number, date: string) =>
  queryOptions({
    ...apiQuery('GET /api/users/:id/timesheets', { params: { id: workerId }, query: { date } }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** A negative id is a docket still waiting on this phone (its create is queued offline). */
export const docketQuery = (id: number) =>
  queryOptions({
    ...apiQuery('GET /api/timesheets/:id', { params: { id } }),
    staleTime: 0,
    ...(id < 0 ? { queryFn: () => queuedDocket(id), networkMode: 'always' as const } : {}),
  });

const projectsKey = (userId: number) =>
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

export const rateItemsQuery = (projectId: number) =>
  apiQuery('GET /api/projects/:id/rate-items', { params: { id: projectId } });

const peopleQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/users', { params: { companyId } });

/** Query keys of the docket reads (spec 000 §9 shapes); prefixes are used to invalidate. */
export const docketKeys = {
  ofWorker: (workerId: number) => ['/api/users', workerId, 'timesheets'] as const,
  week: (workerId: number, startDate: string, endDate: string) =>
    weekQuery(workerId, startDate, endDate).queryKey,
  day: (workerId: number, date: string) => dayQuery(workerId, date).queryKey,
  one: (id: number) => docketQuery(id).queryKey,
  projects: projectsKey,
  rateItems: (projectId: number) => rateItemsQuery(projectId).queryKey,
  people: (companyId: number) => peopleQuery(companyId).queryKey,
};

export const useAssignedProjects = (userId: number) => useQuery(projectsQuery(userId));

export const useRateItems = (projectId: number | null) =>
  useQuery({ ...rateItemsQuery(projectId ?? 0), enabled: projectId !== null });

export const usePeople = (companyId: number, enabled: boolean) =>
  useQuery({ ...peopleQuery(companyId), enabled });

/** After a docket changes: its worker's lists, the docket itself and the company overviews. */
export async function refreshAfterChange(
  client: QueryClient,
  docket: Pick<Docket, 'id' | 'workerId' | 'companyId'>,
) {
  await Promise.all([
    client.invalidateQueries({ queryKey: docketKeys.ofWorker(docket.workerId) }),
    client.invalidateQueries({ queryKey: docketKeys.one(docket.id) }),
    client.invalidateQueries({ queryKey: ['/api/companies', docket.companyId, 'timesheets'] }),
    client.invalidateQueries({ queryKey: ['/api/companies', docket.companyId, 'dashboard'] }),
  ]);
}
