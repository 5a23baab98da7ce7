/**
 * The photo queue's decisions as plain functions (issue 28): which attachment goes next, whether
 * its docket is on the server yet, what the sync bar says, and what a failed send means. The
 * queue (attachment-sync.ts) stores and sends; these only decide.
 */
import { formatBytes } from '../../../../../shared/bytes';
import { serverId, type QueueState } from '../../offline/queue/queue-state';
import type { QueuedAttachment } from '../queued-attachment';

/** One attachment as the phone keeps it: what the screens see, its bytes, and its upload's address. */
export type StoredAttachment = Omit<QueuedAttachment, 'state'> & {
  /** 'sending' is never stored: it is the queue's run of the moment (AttachmentSnapshot). */
  state: 'waiting' | 'refused';
  blob: Blob;
  /** The tus upload's address once the server made it, so a reload resumes it; else null. */
  uploadUrl: string | null;
  /** The order taken: milliseconds since 1970 × 1000 plus its place among the files taken together. */
  order: number;
};

/** Where an attachment's docket is: on the server (its id), still on the phone, or gone. */
export type DocketFate = { kind: 'server'; id: number } | { kind: 'waiting' } | { kind: 'gone' };

/**
 * A docket on the server is sent to unless a delete of it is queued (gone; refused, it waits). A docket still on the phone
 * waits while its create is queued (refused too: its photos are never sent to a docket that does
 * not exist); once that create has left the queue unsent (deleted or discarded), it is gone.
 */
export function docketFate(state: QueueState, docketId: number): DocketFate {
  const id = serverId(state, docketId);
  const deletes = state.changes.filter(
    (c) =>
      c.kind === 'delete' && (c.docketId === docketId || (id !== null && serverId(state, c.docketId) === id)),
  );
  if (deletes.some((c) => c.attention === null)) return { kind: 'gone' };
  // A refused delete leaves the docket on the server; its photos wait until it is fixed or discarded.
  if (deletes.length > 0) return { kind: 'waiting' };
  if (id !== null) return { kind: 'server', id };
  const creating = state.changes.some((c) => c.kind === 'create' && c.docketId === docketId);
  return creating ? { kind: 'waiting' } : { kind: 'gone' };
}

/** A docket's id as the server knows it when it does, else the phone's temporary one. */
export const resolvedDocketId = (state: QueueState, docketId: number): number =>
  serverId(state, docketId) ?? docketId;

const byOrder = (a: StoredAttachment, b: StoredAttachment) => a.order - b.order;

/** This user's attachments of one docket (by its temporary or server id), in the order taken. */
export function attachmentsOfDocket<T extends StoredAttachment>(
  records: readonly T[],
  state: QueueState,
  userId: number,
  docketId: number,
): T[] {
  const target = resolvedDocketId(state, docketId);
  return records
    .filter((r) => r.userId === userId && resolvedDocketId(state, r.docketId) === target)
    .sort(byOrder);
}

/** The next attachment of this user to send, in the order taken, with its docket's server id. */
export function nextToSend(
  records: readonly StoredAttachment[],
  userId: number,
  state: QueueState,
): { record: StoredAttachment; docketId: number } | null {
  for (const record of [...records].sort(byOrder)) {
    if (record.userId !== userId || record.state === 'refused') continue;
    const fate = docketFate(state, record.docketId);
    if (fate.kind === 'server') return { record, docketId: fate.id };
  }
  return null;
}

/** This user's attachments whose docket is gone from the phone before it reached the server. */
export const orphaned = (records: readonly StoredAttachment[], userId: number, state: QueueState) =>
  records.filter((r) => r.userId === userId && docketFate(state, r.docketId).kind === 'gone');

/** What the sync bar counts: waiting photos and files (and their bytes), the refused, the one sending. */
export type AttachmentSummary = {
  waiting: number;
  photos: number;
  files: number;
  bytes: number;
  refused: StoredAttachment[];
  /** The attachment being sent now and how much of it the server holds (0..1), or null. */
  sending: { kind: QueuedAttachment['kind']; progress: number } | null;
};

export function summarize(
  records: readonly StoredAttachment[],
  userId: number,
  sending: { id: string; progress: number } | null,
): AttachmentSummary {
  const mine = records.filter((r) => r.userId === userId);
  const waiting = mine.filter((r) => r.state === 'waiting');
  const current = sending ? waiting.find((r) => r.id === sending.id) : undefined;
  return {
    waiting: waiting.length,
    photos: waiting.filter((r) => r.kind === 'photo').length,
    files: waiting.filter((r) => r.kind === 'file').length,
    bytes: waiting.reduce((sum, r) => sum + r.bytes, 0),
    refused: mine.filter((r) => r.state === 'refused').sort(byOrder),
    sending: current && sending ? { kind: current.kind, progress: sending.progress } : null,
  };
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The sync bar's words for what waits: 'Sending photo… 45 %' while one goes, else '2 photos
 * waiting, 3.1 MB' or '1 photo and 1 file waiting, 3.1 MB'; null when nothing waits.
 */
export function summaryText(summary: AttachmentSummary): string | null {
  if (summary.waiting === 0) return null;
  if (summary.sending) {
    return `Sending ${summary.sending.kind}… ${Math.floor(summary.sending.progress * 100)} %`;
  }
  const parts = [
    summary.photos > 0 ? count(summary.photos, 'photo') : null,
    summary.files > 0 ? count(summary.files, 'file') : null,
  ].filter(Boolean);
  return `${parts.join(' and ')} waiting, ${formatBytes(summary.bytes)}`;
}

/** How a send failed: the HTTP status (null when no answer came), the request, and the server's `{ message, code }`. */
export type SendFailure = {
  status: number | null;
  method: string | null;
  message: string | null;
  code?: string | null;
};

/**
 * What a failed send means. No answer, signed out, busy, locked or server trouble: 'retry' later.
 * An upload address the server no longer knows (404/410 on HEAD or PATCH): 'restart' it anew
 * (the phone's key lets the server find what it already made). tus's own offset conflict (a
 * PATCH's 409 with the plain CONFLICT code, not ALREADY_APPROVED or TOO_MANY_ATTACHMENTS) is
 * retried too: the retry asks the server's offset first. Any other 4xx is the server's 'refused'.
 */
export function failureOutcome(failure: SendFailure): 'retry' | 'restart' | 'refused' {
  const { status, method, code = null } = failure;
  if (status === null || status >= 500 || status < 400) return 'retry';
  if ([401, 408, 423, 429].includes(status)) return 'retry';
  if ((status === 404 || status === 410) && method !== 'POST') return 'restart';
  if (status === 409 && method === 'PATCH' && (code === null || code === 'CONFLICT')) return 'retry';
  return 'refused';
}

/** The reason shown under 'Needs attention' for a refused file. */
export const refusalText = (failure: SendFailure): string =>
  failure.message ?? `The server refused this file (${failure.status ?? 'no answer'}).`;

const textField = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Reads a refusal's `{ message, code }` body; nulls when it is not the server's JSON. */
export function refusalOf(body: string | null | undefined): { message: string | null; code: string | null } {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    if (typeof parsed === 'object' && parsed !== null) {
      const { message, code } = parsed as Record<string, unknown>;
      return { message: textField(message), code: textField(code) };
    }
  } catch {
    // Not JSON: a proxy's page, or no body.
  }
  return { message: null, code: null };
}
