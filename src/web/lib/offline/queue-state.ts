/**
 * The offline docket queue as plain data (DECISIONS 'Offline'): changes made on the phone, in the
 * order they were made, each with the Idempotency-Key made at that moment. These functions only
 * compute the next state; queue.ts stores it in IndexedDB and sends it.
 */
export type ChangeKind = 'create' | 'update' | 'delete' | 'approve';

export type QueuedChange = {
  /** This change's own id on the phone. */
  id: string;
  kind: ChangeKind;
  /** The docket: its server id, or a temporary negative id while its create is queued. */
  docketId: number;
  /** Idempotency-Key made when the change was made; kept for every resend of the same body. */
  key: string;
  /** The request body (create/update), `{ signature }` (approve), or null (delete). */
  body: unknown;
  /** Whose change it is: only this user's session sends it. */
  userId: number;
  /** What the lists show while it waits (a docket as the server would return it), or null. */
  preview: unknown;
  /** True once a send was attempted: the server may have it even if no reply arrived. */
  sent: boolean;
  /** The server's reason when it refused the change ('Needs attention'), else null. */
  attention: string | null;
  madeAt: string;
};

export type QueueState = {
  changes: QueuedChange[];
  /** Temporary id → server id, for creates that were sent. */
  ids: Record<string, number>;
  /** The next temporary id (counts down from -1). */
  nextTemp: number;
};

export const EMPTY_QUEUE: QueueState = { changes: [], ids: {}, nextTemp: -1 };

export type NewChange = { id: string; key: string; userId: number; preview: unknown; madeAt: string };

/** A create that was never sent, or that the server refused, can still be rewritten on the phone. */
const foldable = (change: QueuedChange) => !change.sent || change.attention !== null;

const createOf = (state: QueueState, docketId: number) =>
  state.changes.find((c) => c.kind === 'create' && c.docketId === docketId);

/** Queues a new docket under the next temporary id; answers the state and that id. */
export function addCreate(state: QueueState, body: unknown, made: NewChange): [QueueState, number] {
  const docketId = state.nextTemp;
  const change: QueuedChange = { ...made, kind: 'create', docketId, body, sent: false, attention: null };
  return [{ ...state, changes: [...state.changes, change], nextTemp: docketId - 1 }, docketId];
}

/** A docket's edits queued right after `edit`, up to its next change of another kind. */
function editsAfter(state: QueueState, edit: QueuedChange): QueuedChange[] {
  const after = state.changes
    .slice(state.changes.indexOf(edit) + 1)
    .filter((c) => c.docketId === edit.docketId);
  const other = after.findIndex((c) => c.kind !== 'update');
  return other < 0 ? after : after.slice(0, other);
}

/**
 * Queues an edit. An edit of a create still on the phone is folded into it (its new body gets the
 * new key). An edit of a docket whose edit the server refused is the correction: it takes the
 * refused edit's place, with the edits queued behind it (the form showed them); nothing of the
 * docket is sent before it. An edit of a docket with an unsent edit last in the queue replaces
 * that edit; otherwise it goes last.
 */
export function addUpdate(state: QueueState, docketId: number, body: unknown, made: NewChange): QueueState {
  const replace = (target: QueuedChange, merged: unknown, folded: QueuedChange[] = []): QueueState => ({
    ...state,
    changes: state.changes
      .filter((c) => !folded.includes(c))
      .map((c) =>
        c.id === target.id
          ? { ...c, body: merged, key: made.key, preview: made.preview, sent: false, attention: null }
          : c,
      ),
  });
  const create = createOf(state, docketId);
  if (create && foldable(create)) {
    return replace(create, { ...(create.body as object), ...(body as object) });
  }
  const edits = state.changes.filter((c) => c.kind === 'update' && c.docketId === docketId);
  const refusedEdit = edits.find((c) => c.attention !== null);
  if (refusedEdit) return replace(refusedEdit, body, editsAfter(state, refusedEdit));
  const update = edits.find(foldable);
  if (update && state.changes.indexOf(update) === state.changes.length - 1) return replace(update, body);
  const change: QueuedChange = { ...made, kind: 'update', docketId, body, sent: false, attention: null };
  return { ...state, changes: [...state.changes, change] };
}

/**
 * Queues a delete. A create still on the phone is simply dropped with everything queued for it;
 * otherwise the docket's pending edits and approvals are dropped and the delete goes last.
 */
export function addDelete(state: QueueState, docketId: number, made: NewChange): QueueState {
  const create = createOf(state, docketId);
  const others = state.changes.filter((c) => c.docketId !== docketId || c.kind === 'create');
  if (create && foldable(create)) {
    return { ...state, changes: state.changes.filter((c) => c.docketId !== docketId) };
  }
  const change: QueuedChange = {
    ...made,
    kind: 'delete',
    docketId,
    body: null,
    sent: false,
    attention: null,
  };
  return { ...state, changes: [...others, change] };
}

/** Queues a signed approval (an on-site signature) after the docket's other changes. */
export function addApprove(state: QueueState, docketId: number, signature: string, made: NewChange) {
  const change: QueuedChange = {
    ...made,
    kind: 'approve',
    docketId,
    body: { signature, foremanId: null },
    sent: false,
    attention: null,
  };
  return { ...state, changes: [...state.changes, change] };
}

/** The server id of a docket, or null while its create has not been accepted yet. */
export const serverId = (state: QueueState, docketId: number): number | null =>
  docketId > 0 ? docketId : (state.ids[String(docketId)] ?? null);

/**
 * The next change of this user to send, in order: skips changes that need attention and changes
 * of a docket whose create is still waiting or refused (they follow it).
 */
export function nextToSend(state: QueueState, userId: number): QueuedChange | null {
  const blocked = new Set<number>();
  for (const change of state.changes) {
    if (change.userId !== userId) continue;
    if (change.attention !== null || blocked.has(change.docketId)) {
      blocked.add(change.docketId);
      continue;
    }
    if (change.kind === 'create' || serverId(state, change.docketId) !== null) return change;
    blocked.add(change.docketId);
  }
  return null;
}

export const markSent = (state: QueueState, id: string): QueueState => ({
  ...state,
  changes: state.changes.map((c) => (c.id === id ? { ...c, sent: true } : c)),
});

/** The server accepted the change: it leaves the queue; a create's temporary id now maps to its id. */
export function accepted(state: QueueState, id: string, createdId: number | null): QueueState {
  const change = state.changes.find((c) => c.id === id);
  if (!change) return state;
  const ids =
    change.kind === 'create' && createdId !== null
      ? { ...state.ids, [String(change.docketId)]: createdId }
      : state.ids;
  return { ...state, ids, changes: state.changes.filter((c) => c.id !== id) };
}

/** The server refused the change: it stays on the phone with the server's message. */
export const refused = (state: QueueState, id: string, message: string): QueueState => ({
  ...state,
  changes: state.changes.map((c) => (c.id === id ? { ...c, sent: true, attention: message } : c)),
});

/** The person discards a change (and, for a create, everything queued after it for that docket). */
export function discard(state: QueueState, id: string): QueueState {
  const change = state.changes.find((c) => c.id === id);
  if (!change) return state;
  const gone = (c: QueuedChange) =>
    c.id === id || (change.kind === 'create' && c.docketId === change.docketId && c.userId === change.userId);
  return { ...state, changes: state.changes.filter((c) => !gone(c)) };
}
