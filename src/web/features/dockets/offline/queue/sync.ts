import { onlineManager } from '@tanstack/react-query';
import { createStore, get, update } from 'idb-keyval';
import { discard, EMPTY_QUEUE, type QueueState } from './queue-state';
import { sendQueue, type Outcome, type QueueStore, type Transport } from './queue';

const QUEUE_KEY = 'queue';

/** The queue in IndexedDB: one record, changed in one transaction each time; survives the browser. */
export function indexedDbStore(): QueueStore {
  const db = createStore('sitedockets-offline', 'queue');
  return {
    read: async () => (await get<QueueState>(QUEUE_KEY, db)) ?? EMPTY_QUEUE,
    update: async (change) => {
      await update<QueueState>(QUEUE_KEY, (old) => change(old ?? EMPTY_QUEUE), db);
      return (await get<QueueState>(QUEUE_KEY, db)) ?? EMPTY_QUEUE;
    },
  };
}

/** What the screens show: the queue as last read (`loaded` once it was), and whether a run is sending now. */
export type SyncSnapshot = { state: QueueState; loaded: boolean; sending: boolean };

/** How often a waiting queue tries again by itself (besides the online event and start-up). */
export const RETRY_MS = 15_000;

/**
 * The one sync loop of the page: runs never overlap (each waits for the previous one), every
 * change of the queue is published to the screens, and a waiting queue retries on a timer.
 */
export function createSync(store: QueueStore) {
  let snapshot: SyncSnapshot = { state: EMPTY_QUEUE, loaded: false, sending: false };
  const listeners = new Set<() => void>();
  let chain: Promise<unknown> = Promise.resolve();
  let context: {
    userId: number;
    transport: Transport;
    onSent: (outcomes: Map<string, Outcome>) => void;
  } | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const publish = (next: Partial<SyncSnapshot>) => {
    snapshot = { ...snapshot, ...next, loaded: snapshot.loaded || next.state !== undefined };
    for (const listener of listeners) listener();
  };
  const tracked: QueueStore = {
    read: store.read,
    update: async (change) => {
      const state = await store.update(change);
      publish({ state });
      return state;
    },
  };

  /** One send run for the signed-in user; resolves with each change's outcome. */
  const run = (): Promise<Map<string, Outcome>> => {
    const next = chain.then(async () => {
      // Offline, nothing is tried: a change never sent can still be folded into by the next edit.
      if (!context || (typeof navigator !== 'undefined' && !navigator.onLine))
        return new Map<string, Outcome>();
      const { userId, transport, onSent } = context;
      publish({ sending: true });
      try {
        const outcomes = await sendQueue(tracked, userId, transport);
        if (outcomes.size > 0) onSent(outcomes);
        return outcomes;
      } finally {
        publish({ sending: false, state: await store.read() });
      }
    });
    chain = next.catch(() => undefined);
    return next;
  };

  return {
    store: tracked,
    run,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    /** Reads the stored queue again and tells the screens (e.g. at page load). */
    refresh: async () => publish({ state: await store.read() }),
    /** The person discards a change: it leaves the phone. */
    discard: (id: string) => tracked.update((s) => discard(s, id)),
    /** Starts sending for this user: now, when the network returns, and every RETRY_MS. */
    start(userId: number, transport: Transport, onSent: (outcomes: Map<string, Outcome>) => void) {
      context = { userId, transport, onSent };
      const kick = () => void run().catch(() => undefined);
      window.addEventListener('online', kick);
      timer = setInterval(() => {
        if (snapshot.state.changes.some((c) => c.userId === userId && c.attention === null)) kick();
      }, RETRY_MS);
      void store.read().then((state) => publish({ state }));
      kick();
      return () => {
        window.removeEventListener('online', kick);
        if (timer) clearInterval(timer);
        context = null;
      };
    },
  };
}

export type Sync = ReturnType<typeof createSync>;

/** The page's queue (IndexedDB). */
export const offlineSync: Sync = createSync(
  typeof indexedDB === 'undefined'
    ? { read: () => Promise.resolve(EMPTY_QUEUE), update: () => Promise.resolve(EMPTY_QUEUE) }
    : indexedDbStore(),
);

/** Reads the stored queue once (for a page that has not started the loop yet). */
export const readQueue = () => offlineSync.store.read();

if (typeof window !== 'undefined') {
  // TanStack Query assumes online until an 'offline' event; a page opened offline starts offline.
  onlineManager.setOnline(navigator.onLine);
  void offlineSync.refresh().catch(() => undefined);
}
