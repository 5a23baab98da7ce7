/**
 * The offline docket queue as plain data (DECISIONS 'Offline'): changes made on the phone, in the
 * order they were made, each with the Idempotency-Key made at that moment. These functions only
 * compute the next state; queue.ts stores it in IndexedDB and sends it.
 */
import type { CreateDocketBody, Docket, UpdateDocketBody } from '../../types';

/** A queued approval: the on-site signature (the foreman is the one who signs). */
export type ApproveBody = { signature: string; foremanId: null };

/** Each kind's request body: the docket routes' own (create/update), `{ signature }`, or none (delete). */
type Bodies = { create: CreateDocketBody; update: UpdateDocketBody; delete: null; approve: ApproveBody };
export type ChangeKind = keyof Bodies;

type ChangeFields = {
  /** This change's own id on the phone. */
  id: string;
  /** The docket: its server id, or a temporary negative id while its create is queued. */
  docketId: number;
  /** Idempotency-Key made when the change was made; kept for every resend of the same body. */
  key: string;
  /** Whose change it is: only this user's session sends it. */
  userId: number;
  /** What the lists show while it waits (a docket as the server would return it), or null. */
  preview: Docket | null;
  /** True once a send was attempted: the server may have it even if no reply arrived. */
  sent: boolean;
  /** The server's reason when it refused the change ('Needs attention'), else null. */
  attention: string | null;
  madeAt: string;
};

/** One change, its body typed by its kind. */
export type QueuedChange = { [K in ChangeKind]: ChangeFields & { kind: K; body: Bodies[K] } }[ChangeKind];
type ChangeOf<K extends ChangeKind> = Extract<QueuedChange, { kind: K }>;

export type QueueState = {
  changes: QueuedChange[];
  /** Temporary id → server id, for creates that were sent. */
  ids: Record<string, number>;
  /** The next temporary id (counts down from -1). */
  nextTemp: number;
};

export const EMPTY_QUEUE: QueueState = { changes: [], ids: {}, nextTemp: -1 };

export type NewChange = { id: string; key: string; userId: number; preview: Docket | null; madeAt: string };

/** A create that was never sent, or that the server refused, can still be rewritten on the phone. */
const foldable = (change: QueuedChange) => !change.sent || change.attention !== null;

const createOf = (state: QueueState, docketId: number) =>
  state.changes.find((c): c is ChangeOf<'create'> => c.kind === 'create' && c.docketId === docketId);

/** Queues a new docket under the next temporary id; answers the state and that id. */
export function addCreate(state: QueueState, body: CreateDocketBody, made: NewChange): [QueueState, number] {
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

const CREATE_STATUSES: readonly string[] = ['draft', 'approved', 'pending_approval'] satisfies NonNullable<
  CreateDocketBody['status']
>[];
const isCreateStatus = (status: string): status is NonNullable<CreateDocketBody['status']> =>
  CREATE_STATUSES.includes(status);

/**
 * An edit folded into a create still on the phone: the create's body with the edit's fields laid
 * over it; null when the edit asks for a status a new docket cannot take (e.g. void), which is
 * then sent as an edit once the docket is on the server.
 */
function foldIntoCreate(create: CreateDocketBody, edit: UpdateDocketBody): CreateDocketBody | null {
  const { status, ...fields } = edit;
  const merged = { ...create, ...fields };
  if (!('status' in edit)) return merged;
  if (status === undefined) return { ...merged, status };
  return isCreateStatus(status) ? { ...merged, status } : null;
}

/**
 * Queues an edit. An edit of a create still on the phone is folded into it when the create can
 * carry it (its new body gets the new key). An edit of a docket whose edit the server refused is
 * the correction: it takes the refused edit's place, with the edits queued behind it (the form
 * showed them); nothing of the docket is sent before it. An edit of a docket with an unsent edit last in the queue replaces
 * that edit; otherwise it goes last.
 */
export function addUpdate(
  state: QueueState,
  docketId: number,
  body: UpdateDocketBody,
  made: NewChange,
): QueueState {
  const fresh = { key: made.key, preview: made.preview, sent: false, attention: null };
  const replace = (target: QueuedChange, next: QueuedChange, folded: QueuedChange[] = []): QueueState => ({
    ...state,
    changes: state.changes.filter((c) => !folded.includes(c)).map((c) => (c.id === target.id ? next : c)),
  });
  const create = createOf(state, docketId);
  const folded = create && foldable(create) ? foldIntoCreate(create.body, body) : null;
  if (create && folded) return replace(create, { ...create, ...fresh, body: folded });
  const edits = state.changes.filter(
    (c): c is ChangeOf<'update'> => c.kind === 'update' && c.docketId === docketId,
  );
  const refusedEdit = edits.find((c) => c.attention !== null);
  if (refusedEdit) {
    return replace(refusedEdit, { ...refusedEdit, ...fresh, body }, editsAfter(state, refusedEdit));
  }
  const update = edits.find(foldable);
  if (update && state.changes.indexOf(update) === state.changes.length - 1) {
    return replace(update, { ...update, ...fresh, body });
  }
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
