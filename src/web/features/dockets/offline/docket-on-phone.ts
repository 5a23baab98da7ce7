import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { UserReply } from '../../../../shared/auth/users-schemas';
import { offlineSync } from './queue/sync';
import { previewDocket } from '../offline-docket';
import { docketQuery } from '../api/get-docket';
import type { QueuedChange } from './queue/queue-state';
import type { Docket } from '../types';
import { listedDocket } from './stored-reads';

type User = Pick<UserReply, 'id' | 'companyId' | 'firstName' | 'lastName' | 'username'>;

/**
 * The docket the form edits, as this phone has it: the server's (offline, one of the stored lists'
 * copies when it was never opened on its own) with the phone's queued edits laid over it, so an
 * edit waiting to be sent, or one the server refused ('Needs attention', Fix), opens with the values
 * the worker gave it. `data` is undefined until both the docket and the queue are read.
 */
export function useDocketOnPhone(user: User, id: number, enabled: boolean) {
  const client = useQueryClient();
  const listed = onlineManager.isOnline() ? null : listedDocket(client, user.id, id);
  const docket = useQuery({ ...docketQuery(id), enabled, placeholderData: () => listed ?? undefined });
  const { state, loaded } = useSyncExternalStore(offlineSync.subscribe, offlineSync.getSnapshot);
  const server = docket.data;
  const data = useMemo(() => {
    if (!server || !loaded) return undefined;
    const edits = state.changes.filter(
      (c): c is Extract<QueuedChange, { kind: 'update' }> =>
        c.kind === 'update' && c.docketId === id && c.userId === user.id,
    );
    return edits.reduce<Docket>((d, c) => previewDocket(client, user, id, c.body, d), server);
  }, [client, user, id, server, state, loaded]);
  return { docket, data };
}
