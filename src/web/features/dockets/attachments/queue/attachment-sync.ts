/**
 * The photo queue's one send loop (issue 28), a second queue beside the docket queue: it reads
 * the docket queue's state to know which dockets are on the server, and runs again whenever that
 * state changes, so a docket's photos follow it right after it is accepted. One upload at a time,
 * in the order taken, only while online; a refusal stays until Retry or Discard.
 */
import type { AttachmentReply } from '../../../../../shared/dockets/attachments/schemas';
import type { QueueState } from '../../offline/queue/queue-state';
import { RETRY_MS } from '../../offline/queue/sync';
import {
  failureOutcome,
  nextToSend,
  orphaned,
  refusalText,
  type SendFailure,
  type StoredAttachment,
} from './attachment-state';
import type { AttachmentStore } from './attachment-store';

/** What the loop reads of the docket queue (offline/queue/sync.ts's offlineSync). */
export type DocketQueueView = {
  getSnapshot: () => { state: QueueState; loaded: boolean };
  subscribe: (listener: () => void) => () => void;
};

/** What a sender is told and tells back while it sends one attachment. */
export type SendHooks = {
  /** Share of the bytes sent so far (0..1), often. */
  onProgress: (share: number) => void;
  /** Share the server confirmed holding (0..1), after each chunk: worth keeping. */
  onChunk: (share: number) => void;
  /** The upload's address as stored with the record, and storing a new one (null forgets it). */
  readUploadUrl: () => Promise<string | null>;
  saveUploadUrl: (url: string | null) => Promise<void>;
  /** Aborted when the person discards the attachment being sent. */
  signal: AbortSignal;
};

/** A failed send, as the sender reports it (tus-transport.ts builds it from tus-js-client's error). */
export class AttachmentSendError extends Error {
  override name = 'AttachmentSendError';
  constructor(readonly failure: SendFailure) {
    super(failure.message ?? `Upload failed (${failure.status ?? 'no answer'})`);
  }
}

/** Sends one attachment to a docket on the server; resolves with the stored Attachment (null when the server sent none). */
export type Sender = (
  record: StoredAttachment,
  docketId: number,
  hooks: SendHooks,
) => Promise<AttachmentReply | null>;

/** One attachment arrived: its docket's server id and the server's Attachment when it sent one. */
export type Uploaded = { docketId: number; attachment: AttachmentReply | null };

/** What the screens show: the records as last read, and the one being sent with its progress. */
export type AttachmentSnapshot = {
  records: StoredAttachment[];
  loaded: boolean;
  sending: { id: string; progress: number } | null;
};

const noAnswer = (error: unknown): SendFailure =>
  error instanceof AttachmentSendError ? error.failure : { status: null, method: null, message: null };

/** Offline when the browser says so (a runtime with no such flag counts as online). */
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function createAttachmentSync(store: AttachmentStore, docketQueue: DocketQueueView, send: Sender) {
  let snapshot: AttachmentSnapshot = { records: [], loaded: false, sending: null };
  const listeners = new Set<() => void>();
  let context: { userId: number; onUploaded: (uploaded: Uploaded) => void } | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let queued = false;
  let current: { id: string; abort: AbortController } | null = null;

  const publish = (next: Partial<AttachmentSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const reread = async () => {
    const records = await store.list();
    publish({ records, loaded: true });
    return records;
  };

  const hooksFor = (id: string, abort: AbortController): SendHooks => {
    let shown = -1;
    return {
      onProgress: (share) => {
        // The bar shows whole per cents: publish only when that number moves.
        const percent = Math.floor(share * 100);
        if (percent === shown) return;
        shown = percent;
        publish({ sending: { id, progress: share } });
      },
      onChunk: (share) => void store.patch(id, { progress: share }).catch(() => undefined),
      readUploadUrl: async () => (await store.list()).find((r) => r.id === id)?.uploadUrl ?? null,
      saveUploadUrl: (uploadUrl) => store.patch(id, { uploadUrl }),
      signal: abort.signal,
    };
  };

  /** Sends what can go, one at a time, until nothing can or an attempt gets no answer. */
  const sendAll = async (userId: number, onUploaded: (uploaded: Uploaded) => void) => {
    let records = await reread();
    const docket = docketQueue.getSnapshot();
    if (!docket.loaded) return;
    const gone = orphaned(records, userId, docket.state);
    if (gone.length > 0) {
      await store.remove(gone.map((r) => r.id));
      records = await reread();
    }
    const restarted = new Set<string>();
    while (isOnline()) {
      const next = nextToSend(records, userId, docketQueue.getSnapshot().state);
      if (!next) return;
      const { record, docketId } = next;
      const abort = new AbortController();
      current = { id: record.id, abort };
      publish({ sending: { id: record.id, progress: record.progress } });
      try {
        const attachment = await send(record, docketId, hooksFor(record.id, abort));
        // The screens add it to the docket's list before it leaves the queue: it never blinks out.
        onUploaded({ docketId, attachment });
        await store.remove([record.id]);
      } catch (error) {
        if (!abort.signal.aborted) {
          const failure = noAnswer(error);
          const outcome = failureOutcome(failure);
          if (outcome === 'refused') {
            await store.patch(record.id, { state: 'refused', attention: refusalText(failure) });
          } else if (outcome === 'restart' && !restarted.has(record.id)) {
            restarted.add(record.id);
            await store.patch(record.id, { uploadUrl: null, progress: 0 });
          } else return;
        }
      } finally {
        current = null;
        publish({ sending: null });
      }
      records = await reread();
    }
  };

  /** Queues one run after the one under way; a run already waiting to start covers this call too. */
  const run = (): Promise<void> => {
    if (queued) return chain.then(() => undefined);
    queued = true;
    const next = chain.then(async () => {
      queued = false;
      if (!context) {
        await reread();
        return;
      }
      await sendAll(context.userId, context.onUploaded);
    });
    chain = next.catch(() => undefined);
    return next;
  };
  const kick = () => void run().catch(() => undefined);

  return {
    store,
    run,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    /** Reads the stored records again and tells the screens (new photos kept, a page load). */
    refresh: async () => {
      await reread();
    },
    /** Kept photos and files go now when they can. */
    kick,
    /** A refused attachment waits again; its next attempt resumes (or starts over if the server forgot it). */
    retry: async (id: string) => {
      await store.patch(id, { state: 'waiting', attention: null });
      await reread();
      kick();
    },
    /** The person gives an attachment up: it leaves the phone (an upload under way is stopped). */
    discard: async (id: string) => {
      if (current?.id === id) current.abort.abort();
      await store.remove([id]);
      await reread();
    },
    /**
     * Starts sending this user's attachments: now, when the network returns, when the docket
     * queue changes (a docket accepted) and every RETRY_MS while some wait.
     */
    start(userId: number, onUploaded: (uploaded: Uploaded) => void) {
      context = { userId, onUploaded };
      let lastState = docketQueue.getSnapshot().state;
      const unsubscribe = docketQueue.subscribe(() => {
        const { state } = docketQueue.getSnapshot();
        if (state === lastState) return;
        lastState = state;
        kick();
      });
      const onOnline = () => kick();
      if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
      const timer = setInterval(() => {
        if (snapshot.records.some((r) => r.userId === userId && r.state === 'waiting')) kick();
      }, RETRY_MS);
      kick();
      return () => {
        unsubscribe();
        if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
        clearInterval(timer);
        context = null;
      };
    },
  };
}

export type AttachmentSync = ReturnType<typeof createAttachmentSync>;
