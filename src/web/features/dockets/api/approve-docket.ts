import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuth } from '../../auth/api';
import { queueChange } from '../offline/queue-change';
import { docketKeys, refreshAfterChange } from './keys';

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
 * (or after a queued save) the signature waits in the queue behind its docket and is sent with it
 * (api/send-docket-change.ts).
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
