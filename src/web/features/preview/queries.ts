import { useQuery, useQueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/query-client';
import { apiRequest } from '../../lib/request';
import { docketKeys, refreshAfterChange } from '../dockets/api';
import type { ForemanSnapshot } from '../foreman/api';
import { withGrant } from './calls';
import type { Docket, DocketEvent, ProjectForeman, Viewer } from './types';

const grantKeys = {
  one: (id: number) => ['/api/foreman/timesheets', id] as const,
  events: (id: number) => ['/api/foreman/timesheets', id, 'events'] as const,
  access: ['/api/foreman/access'] as const,
};

const grantGet =
  <T>(path: string, grant: string) =>
  ({ signal }: { signal: AbortSignal }) =>
    apiRequest<T>('GET', path, undefined, { ...withGrant(grant), signal });

/** One read of the preview, the same shape whichever way the viewer gets in. */
type Read<T> = { queryKey: QueryKey; queryFn: QueryFunction<T>; staleTime: number };

const read = <T>(queryKey: QueryKey, queryFn: QueryFunction<T>): Read<T> => ({
  queryKey,
  queryFn,
  staleTime: 0,
});

/** The docket as this viewer may see it: signed in with money by role, with a grant never money. */
export const docketFor = (viewer: Viewer, id: number): Read<Docket> =>
  viewer.kind === 'user'
    ? read(docketKeys.one(id), getQueryFn<Docket>({ on401: 'throw' }))
    : read(grantKeys.one(id), grantGet<Docket>(`/api/foreman/timesheets/${id}`, viewer.grant));

export const eventsFor = (viewer: Viewer, id: number): Read<DocketEvent[]> =>
  viewer.kind === 'user'
    ? read([...docketKeys.one(id), 'events'], getQueryFn<DocketEvent[]>({ on401: 'throw' }))
    : read(
        grantKeys.events(id),
        grantGet<DocketEvent[]>(`/api/foreman/timesheets/${id}/events`, viewer.grant),
      );

/** A grant holder's project: the company name for the header and the foremen to sign as. */
export const useGrantSnapshot = (grant: string | null) =>
  useQuery({
    queryKey: grantKeys.access,
    queryFn: grantGet<ForemanSnapshot>('/api/foreman/access', grant ?? ''),
    enabled: grant !== null,
  });

/** The project's foremen a signed-in user picks from (GET /api/projects/:id/foremans). */
export const useProjectForemen = (projectId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/projects', projectId ?? 0, 'foremans'],
    queryFn: getQueryFn<ProjectForeman[]>({ on401: 'throw' }),
    enabled: enabled && projectId !== null,
  });

/** After a change: the docket (from the reply when there is one), its timeline and the lists. */
export function useRefreshDocket(viewer: Viewer, id: number) {
  const client = useQueryClient();
  return async (reply?: Docket) => {
    const docketKey = docketFor(viewer, id).queryKey;
    if (reply) client.setQueryData<Docket>(docketKey, reply);
    const events = client.invalidateQueries({ queryKey: eventsFor(viewer, id).queryKey });
    if (viewer.kind === 'grant') {
      await Promise.all([events, client.invalidateQueries({ queryKey: grantKeys.access })]);
      if (!reply) await client.invalidateQueries({ queryKey: docketKey });
      return;
    }
    const current = reply ?? client.getQueryData<Docket>(docketKey);
    await Promise.all([events, current ? refreshAfterChange(client, current) : null]);
  };
}
