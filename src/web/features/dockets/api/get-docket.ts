import { queryOptions } from '@tanstack/react-query';
import { api, apiQuery } from '../../../lib/api';
import { queuedView } from '../offline/queued-docket';
import { offlineSync } from '../offline/queue/sync';
import type { Docket } from '../types';

/** A queued create's docket (a temporary negative id) for the form; its server copy once sent. */
export async function queuedDocket(id: number): Promise<Docket> {
  const view = queuedView(await offlineSync.store.read(), null, id);
  if (view.kind === 'sent') return api('GET /api/timesheets/:id', { params: { id: view.id } });
  if (view.kind === 'gone') throw new Error('This docket is no longer waiting on this phone.');
  return view.docket;
}

/** A negative id is a docket still waiting on this phone (its create is queued offline). */
export const docketQuery = (id: number) =>
  queryOptions({
    ...apiQuery('GET /api/timesheets/:id', { params: { id } }),
    staleTime: 0,
    ...(id < 0 ? { queryFn: () => queuedDocket(id), networkMode: 'always' as const } : {}),
  });
