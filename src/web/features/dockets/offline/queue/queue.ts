import { ErrorCode } from '../../../../../shared/api/error-codes';
import { ApiError } from '../../../../lib/request';
import type { Docket } from '../../types';
import {
  accepted,
  EMPTY_QUEUE,
  markSent,
  nextToSend,
  refused,
  serverId,
  type QueuedChange,
  type QueueState,
} from './queue-state';

/** Where the queue lives: IndexedDB in the browser (queue-store.ts), memory in tests. */
export type QueueStore = {
  read: () => Promise<QueueState>;
  /** Read-modify-write in one step (idb-keyval's `update` runs in one transaction). */
  update: (change: (state: QueueState) => QueueState) => Promise<QueueState>;
};

/** What a sent change answers: the server's docket (create/update/approve); tests answer only its id. */
type Reply = { id: number };

/** Sends one change with the docket's server id; resolves with the server's docket (create/update/approve). */
export type Transport<R extends Reply = Docket> = (
  change: QueuedChange,
  docketId: number,
) => Promise<R | undefined>;

/** How one change ended in a run: sent, refused (with the error), or still waiting (no answer). */
export type Outcome<R extends Reply = Docket> =
  | { kind: 'sent'; reply: R | undefined }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'waiting' };

/** Statuses that mean 'not now' (no answer, signed out, busy, server trouble): try again later. */
const isTransient = (error: ApiError) =>
  error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;

/**
 * A gone docket is what a delete wanted. An approval sent before whose reply was lost comes back
 * approved (its Idempotency-Key replays the first reply); refused as ALREADY_APPROVED (approved
 * another way meanwhile, or first sent by a page that sent no key) it is done too.
 */
function countsAsDone(change: QueuedChange, error: ApiError): boolean {
  if (change.kind === 'delete') return error.status === 404;
  return change.kind === 'approve' && change.sent && error.code === ErrorCode.ALREADY_APPROVED;
}

export function memoryStore(initial: QueueState = EMPTY_QUEUE): QueueStore {
  let state = initial;
  return {
    read: () => Promise.resolve(state),
    update: (change) => {
      state = change(state);
      return Promise.resolve(state);
    },
  };
}

/**
 * Sends this user's queued changes in order until one gets no answer. Each change is marked sent
 * before it goes (so an edit never rewrites a body the server may already hold under its key);
 * a refusal stays on the phone with the server's message; later changes of that docket wait.
 */
export async function sendQueue<R extends Reply = Docket>(
  store: QueueStore,
  userId: number,
  transport: Transport<R>,
): Promise<Map<string, Outcome<R>>> {
  const outcomes = new Map<string, Outcome<R>>();
  for (;;) {
    const state = await store.read();
    const change = nextToSend(state, userId);
    if (!change || outcomes.has(change.id)) return outcomes;
    const wasSent = change.sent;
    await store.update((s) => markSent(s, change.id));
    const target = change.kind === 'create' ? 0 : (serverId(state, change.docketId) ?? 0);
    try {
      const reply = await transport(change, target);
      await store.update((s) => accepted(s, change.id, reply?.id ?? null));
      outcomes.set(change.id, { kind: 'sent', reply });
    } catch (apiError) {
      if (!(apiError instanceof ApiError) || isTransient(apiError)) {
        outcomes.set(change.id, { kind: 'waiting' });
        return outcomes;
      }
      if (countsAsDone({ ...change, sent: wasSent }, apiError)) {
        await store.update((s) => accepted(s, change.id, null));
        outcomes.set(change.id, { kind: 'sent', reply: undefined });
      } else {
        await store.update((s) => refused(s, change.id, apiError.message));
        outcomes.set(change.id, { kind: 'refused', error: apiError });
      }
    }
  }
}
