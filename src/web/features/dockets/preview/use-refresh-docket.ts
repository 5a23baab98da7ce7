import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from '../api/keys';
import { foremanAccessQuery } from '../api/get-foreman-access';
import { eventsFor } from '../api/get-docket-events';
import { docketFor } from '../api/get-previewed-docket';
import type { Docket, Viewer } from './types';

/** After a change: the docket (from the reply when there is one), its timeline and the lists. */
export function useRefreshDocket(viewer: Viewer, id: number) {
  const client = useQueryClient();
  return async (reply?: Docket) => {
    const docketKey = docketFor(viewer, id).queryKey;
    if (reply) client.setQueryData(docketKey, reply);
    const events = client.invalidateQueries({ queryKey: eventsFor(viewer, id).queryKey });
    if (viewer.kind === 'grant') {
      await Promise.all([events, client.invalidateQueries({ queryKey: foremanAccessQuery('').queryKey })]);
      if (!reply) await client.invalidateQueries({ queryKey: docketKey });
      return;
    }
    const current = reply ?? client.getQueryData(docketKey);
    await Promise.all([events, current ? refreshAfterChange(client, current) : null]);
  };
}
