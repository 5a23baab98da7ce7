import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set } from 'idb-keyval';

const db = typeof indexedDB === 'undefined' ? null : createStore('sitedockets-cache', 'queries');
const storage = {
  getItem: async (key: string) => (db ? ((await get<string>(key, db)) ?? null) : null),
  setItem: async (key: string, value: string) => (db ? set(key, value, db) : undefined),
  removeItem: async (key: string) => (db ? del(key, db) : undefined),
};
/** A week old at most; a new build's cache shape may differ, so the buster names the shape. */
const MAX_AGE = 7 * 24 * 60 * 60 * 1000;
const BUSTER = 'dockets-v1';
const persister = createAsyncStoragePersister({ storage, key: 'worker-reads', throttleTime: 100 });

/**
 * Which reads a worker sees offline (DECISIONS 'Offline'): their week and day lists and dockets,
 * their projects and the projects' rate items. Nothing else is stored (and workers get no money).
 */
export function isOfflineRead(key: QueryKey, userId: number): boolean {
  const [head, id, what] = key;
  if (head === '/api/users') return id === userId && (what === 'timesheets' || what === 'assigned-projects');
  if (head === '/api/projects') return what === 'rate-items';
  return head === '/api/timesheets' && typeof id === 'number' && key.length === 2;
}

/**
 * The kept reads stay in memory as long as they are kept on the phone: a read no screen shows for
 * a while would otherwise be dropped from the cache (5 min), and with it from the next save.
 */
const keepInMemory = { gcTime: MAX_AGE };

/** Key prefixes of the reads isOfflineRead keeps (for the memory lifetime above). */
const offlineReadPrefixes = (userId: number) => [
  ['/api/users', userId, 'timesheets'],
  ['/api/users', userId, 'assigned-projects'],
  ['/api/projects'],
  ['/api/timesheets'],
];

// The persister packages (5.104.5) carry their own query-core; ours is 5.108.0 (same API).
type Options = Parameters<typeof persistQueryClientSubscribe>[0];
const clientOf = (client: QueryClient) => client as unknown as Options['queryClient'];
/** The start-up restore; saving waits for it, or it would overwrite the kept reads with none. */
let restoring: Promise<void> = Promise.resolve();

/**
 * At start-up, before the first render (so no read starts before its kept copy is back): the
 * kept reads return to the cache. Waits at most `limitMs`; a failure only means nothing is kept.
 */
export function restoreStoredReads(client: QueryClient, limitMs = 1500): Promise<void> {
  if (!db) return Promise.resolve();
  restoring = persistQueryClientRestore({
    queryClient: clientOf(client),
    persister,
    maxAge: MAX_AGE,
    buster: BUSTER,
    hydrateOptions: { defaultOptions: { queries: keepInMemory } },
  })
    // Kept copies show at once but count as stale: each is read again once there is a network.
    .then(() => client.invalidateQueries({ refetchType: 'none' }))
    .catch(() => undefined);
  return Promise.race([restoring, new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
}

/**
 * Keeps the worker's reads in IndexedDB from now on, so the week, the day, projects and rate
 * items show with no signal. Answers the function that stops saving.
 */
export function persistWorkerReads(client: QueryClient, userId: number): () => void {
  for (const prefix of offlineReadPrefixes(userId)) client.setQueryDefaults(prefix, keepInMemory);
  if (!db) return () => undefined;
  let stop: (() => void) | null = null;
  let stopped = false;
  const options = {
    queryClient: clientOf(client),
    persister,
    buster: BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Pick<Query, 'state' | 'queryKey'>) =>
        query.state.status === 'success' && isOfflineRead(query.queryKey, userId),
    },
  };
  // A page closed or reloaded right after a read still keeps it.
  const saveNow = () => void persistQueryClientSave(options).catch(() => undefined);
  void restoring.then(() => {
    if (stopped) return;
    stop = persistQueryClientSubscribe(options);
    // Reads that arrived while the kept ones were being restored are saved now, not at the next change.
    saveNow();
    window.addEventListener('pagehide', saveNow);
  });
  return () => {
    stopped = true;
    stop?.();
    window.removeEventListener('pagehide', saveNow);
  };
}

/** Sign-out: the stored reads of every user on this phone are removed. */
export async function forgetStoredReads(): Promise<void> {
  if (db) await clear(db);
}
