import { api } from '../../../lib/api';
import type { QueueState } from './queue/queue-state';
import { offlineSync } from './queue/sync';
import type { Docket } from '../types';

/**
 * A docket a worker created on the phone (a temporary negative id): still waiting, with the
 * phone's copy and the server's reason if it refused it; sent, under its server id; or gone
 * (discarded, or never this user's; `userId` null: anyone's).
 */
export type QueuedView =
  | { kind: 'waiting'; docket: Docket; attention: string | null }
  | { kind: 'sent'; id: number }
  | { kind: 'gone' };

export function queuedView(state: QueueState, userId: number | null, id: number): QueuedView {
  const real = state.ids[String(id)];
  if (real) return { kind: 'sent', id: real };
  const create = state.changes.find(
    (c) => c.kind === 'create' && c.docketId === id && (userId === null || c.userId === userId),
  );
  if (!create?.preview) return { kind: 'gone' };
  return { kind: 'waiting', docket: create.preview, attention: create.attention };
}

/** A queued create's docket (a temporary negative id) for the form; its server copy once sent. */
export async function queuedDocket(id: number): Promise<Docket> {
  const view = queuedView(await offlineSync.store.read(), null, id);
  if (view.kind === 'sent') return api('GET /api/timesheets/:id', { params: { id: view.id } });
  if (view.kind === 'gone') throw new Error('This docket is no longer waiting on this phone.');
  return view.docket;
}
