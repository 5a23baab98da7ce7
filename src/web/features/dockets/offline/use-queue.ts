import { useSyncExternalStore } from 'react';
import type { QueueState } from './queue/queue-state';
import { offlineSync } from './queue/sync';
import { withQueued } from '../offline-docket';
import { queuedView, type QueuedView } from './queued-docket';
import type { Docket } from '../types';

/** The offline queue as the screens show it; re-renders when it changes. */
export const useQueueState = (): QueueState =>
  useSyncExternalStore(offlineSync.subscribe, offlineSync.getSnapshot).state;

export const useSyncSending = (): boolean =>
  useSyncExternalStore(offlineSync.subscribe, offlineSync.getSnapshot).sending;

/** A worker's list with their queued changes laid over it (offline-docket.ts `withQueued`). */
export function useWithQueued(
  dockets: Docket[] | undefined,
  workerId: number,
  inRange: (date: string) => boolean,
): Docket[] | undefined {
  return withQueued(dockets, useQueueState(), workerId, inRange);
}

/** A docket created on this phone (negative id) as its preview shows it; null until the queue is read. */
export function useQueuedDocket(userId: number, id: number): QueuedView | null {
  const { state, loaded } = useSyncExternalStore(offlineSync.subscribe, offlineSync.getSnapshot);
  return loaded ? queuedView(state, userId, id) : null;
}
