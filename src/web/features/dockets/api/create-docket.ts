import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/api';
import { queueChange, type QueuedReply } from '../offline/queue-change';
import type { CreateDocketBody } from '../types';
import { refreshAfterChange } from './keys';

/**
 * Every docket change goes through the offline queue (DECISIONS 'Offline', offline/queue): it is
 * stored on the phone with the Idempotency-Key made now, then sent at once when there is a
 * network (api/send-docket-change.ts). The hook answers the server's docket, or (no answer) the
 * phone's copy, which `isQueuedReply` recognises; a refusal while the person waits is thrown as
 * before and the change is not kept. A lost reply is resent with the same key, so nothing is
 * created twice.
 */
export function useCreateDocket() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: CreateDocketBody): Promise<QueuedReply> =>
      queueChange(client, user, { kind: 'create', body }),
    onSuccess: (docket) => {
      void refreshAfterChange(client, docket);
    },
  });
}
