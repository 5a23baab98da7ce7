import type { QueueState } from './queue/queue-state';
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
