import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';
import { refreshAfterChange } from '../api';
import { withGrant } from './calls';
import type { Docket, Viewer } from './types';

const grantAccessQuery = (grant: string) => apiQuery('GET /api/foreman/access', withGrant(grant));

/** The docket as this viewer may see it: signed in with money by role, with a grant never money. */
export const docketFor = (viewer: Viewer, id: number) =>
  queryOptions({
    ...(viewer.kind === 'user'
      ? apiQuery('GET /api/timesheets/:id', { params: { id } })
      : apiQuery('GET /api/foreman/timesheets/:id', { params: { id }, ...withGrant(viewer.grant) })),
    staleTime: 0,
  });

export const eventsFor = (viewer: Viewer, id: number) =>
  queryOptions({
    ...(viewer.kind === 'user'
      ? apiQuery('GET /api/timesheets/:id/events', { params: { id } })
      : apiQuery('GET /api/foreman/timesheets/:id/events', { params: { id }, ...withGrant(viewer.grant) })),
    staleTime: 0,
  });

/** A grant holder's project: the company name for the header and the foremen to sign as. */
export const useGrantSnapshot = (grant: string | null) =>
  useQuery({ ...grantAccessQuery(grant ?? ''), enabled: grant !== null });

/** The project's foremen a signed-in user picks from (GET /api/projects/:id/foremans). */
export const useProjectForemen = (projectId: number | null, enabled: boolean) =>
  useQuery({
    ...apiQuery('GET /api/projects/:id/foremans', { params: { id: projectId ?? 0 } }),
    enabled: enabled && projectId !== null,
  });

/** After a change: the docket (from the reply when there is one), its timeline and the lists. */
export function useRefreshDocket(viewer: Viewer, id: number) {
  const client = useQueryClient();
  return async (reply?: Docket) => {
    const docketKey = docketFor(viewer, id).queryKey;
    if (reply) client.setQueryData(docketKey, reply);
    const events = client.invalidateQueries({ queryKey: eventsFor(viewer, id).queryKey });
    if (viewer.kind === 'grant') {
      await Promise.all([events, client.invalidateQueries({ queryKey: grantAccessQuery('').queryKey })]);
      if (!reply) await client.invalidateQueries({ queryKey: docketKey });
      return;
    }
    const current = reply ?? client.getQueryData(docketKey);
    await Promise.all([events, current ? refreshAfterChange(client, current) : null]);
  };
}
