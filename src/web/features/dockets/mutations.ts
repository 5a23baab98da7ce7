import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useAuth } from '../auth/api';
import { queueChange, type QueuedReply } from './offline/queue-change';
import { docketKeys, refreshAfterChange } from './queries';
import type { CreateDocketBody, Docket, UpdateDocketBody } from './types';

/**
 * Every docket change goes through the offline queue (DECISIONS 'Offline', offline/queue): it is
 * stored on the phone with the Idempotency-Key made now, then sent at once when there is a
 * network. The hook answers the server's docket, or (no answer) the phone's copy, which
 * `isQueuedReply` recognises; a refusal while the person waits is thrown as before and the
 * change is not kept. A lost reply is resent with the same key, so nothing is created twice.
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

export function useUpdateDocket() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, body }: { id: number; body: UpdateDocketBody }) =>
      queueChange(client, user, { kind: 'update', id, body }),
    onSuccess: (docket) => {
      client.setQueryData(docketKeys.one(docket.id), docket);
      void refreshAfterChange(client, docket);
    },
  });
}

/**
 * POST /api/timesheets/:id/approve: a signature drawn on this device. A signed-in foreman may leave
 * foremanId out and approves as themselves; the server checks the PNG and records the approver. With
 * the press's Idempotency-Key a repeat gets the first approval back, not 'already approved'.
 */
export const approveSigned = (
  id: number,
  signature: string,
  foremanId: number | null,
  idempotencyKey?: string,
) =>
  api('POST /api/timesheets/:id/approve', { params: { id }, body: { signature, foremanId }, idempotencyKey });

/**
 * The docket form's signature card: approve a docket just saved, as the signed-in foreman. Offline
 * (or after a queued save) the signature waits in the queue behind its docket and is sent with it.
 */
export function useApproveSaved() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, signature }: { id: number; signature: string }) =>
      queueChange(client, user, { kind: 'approve', id, signature }),
    onSuccess: (docket) => {
      client.setQueryData(docketKeys.one(docket.id), docket);
      void refreshAfterChange(client, docket);
    },
  });
}

export function useDeleteDocket() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (docket: Docket) => {
      await queueChange(client, user, { kind: 'delete', docket });
      return docket;
    },
    onSuccess: (docket) => {
      client.removeQueries({ queryKey: docketKeys.one(docket.id), exact: true });
      void refreshAfterChange(client, docket);
    },
  });
}
