import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/query-client';
import { apiRequest } from '../../lib/request';
import type { AssignedProject, CompanyPerson, Docket, RateItem } from './types';

/** Query keys name the GET path (lib/query-client.ts); prefixes are used to invalidate. */
export const docketKeys = {
  ofWorker: (workerId: number) => ['/api/users', workerId, 'timesheets'] as const,
  week: (workerId: number, startDate: string, endDate: string) =>
    ['/api/users', workerId, 'timesheets', { startDate, endDate }] as const,
  day: (workerId: number, date: string) => ['/api/users', workerId, 'timesheets', { date }] as const,
  one: (id: number) => ['/api/timesheets', id] as const,
  projects: (userId: number) => ['/api/users', userId, 'assigned-projects'] as const,
  rateItems: (projectId: number) => ['/api/projects', projectId, 'rate-items'] as const,
  people: (companyId: number) => ['/api/companies', companyId, 'users'] as const,
};

export const weekQuery = (workerId: number, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: docketKeys.week(workerId, startDate, endDate),
    queryFn: getQueryFn<Docket[]>({ on401: 'throw' }),
  });

/** The day list is never cached (spec 001 §7). */
export const dayQuery = (workerId: number, date: string) =>
  queryOptions({
    queryKey: docketKeys.day(workerId, date),
    queryFn: getQueryFn<Docket[]>({ on401: 'throw' }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const docketQuery = (id: number) =>
  queryOptions({
    queryKey: docketKeys.one(id),
    queryFn: getQueryFn<Docket>({ on401: 'throw' }),
    staleTime: 0,
  });

/** A worker's active projects; a failure gives an empty list (spec 001 §8). */
export const projectsQuery = (userId: number) =>
  queryOptions({
    queryKey: docketKeys.projects(userId),
    queryFn: ({ signal }) =>
      apiRequest<AssignedProject[]>('GET', `/api/users/${userId}/assigned-projects`, undefined, {
        signal,
      }).catch((): AssignedProject[] => []),
  });

export const rateItemsQuery = (projectId: number) =>
  queryOptions({
    queryKey: docketKeys.rateItems(projectId),
    queryFn: getQueryFn<RateItem[]>({ on401: 'throw' }),
  });

export const useAssignedProjects = (userId: number) => useQuery(projectsQuery(userId));

export const useRateItems = (projectId: number | null) =>
  useQuery({ ...rateItemsQuery(projectId ?? 0), enabled: projectId !== null });

export const usePeople = (companyId: number, enabled: boolean) =>
  useQuery({
    queryKey: docketKeys.people(companyId),
    queryFn: getQueryFn<CompanyPerson[]>({ on401: 'throw' }),
    enabled,
  });

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
