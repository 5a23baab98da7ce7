import { api } from '../../../lib/api';
import type { Transport } from '../offline/queue/queue';

/** Sends one queued change as the docket routes take it (a create and an approval with their own key). */
export const docketTransport: Transport = async (change, id) => {
  switch (change.kind) {
    case 'create':
      return api('POST /api/timesheets', {
        body: change.body,
        idempotencyKey: change.key,
      });
    case 'update':
      return api('PUT /api/timesheets/:id', { params: { id }, body: change.body });
    case 'approve': {
      return api('POST /api/timesheets/:id/approve', {
        params: { id },
        body: { signature: change.body.signature, foremanId: null },
        idempotencyKey: change.key,
      });
    }
    case 'delete':
      await api('DELETE /api/timesheets/:id', { params: { id } });
      return undefined;
  }
};
