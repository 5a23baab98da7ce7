import { onlineManager, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dayQuery } from '../api/get-worker-dockets';
import { docketKeys } from '../api/keys';
import type { Docket } from '../types';

type DateRange = { startDate?: unknown; endDate?: unknown };

/**
 * A day's dockets from a range read the phone holds (the worker's week, kept in IndexedDB), or
 * undefined when no such read covers the date. The lists and the day share the docket shape.
 */
export function storedDay(client: QueryClient, workerId: number, date: string): Docket[] | undefined {
  for (const [key, list] of client.getQueriesData<Docket[]>({ queryKey: docketKeys.ofWorker(workerId) })) {
    const { startDate, endDate } = (key[3] ?? {}) as DateRange;
    if (!list || typeof startDate !== 'string' || typeof endDate !== 'string') continue;
    if (startDate <= date && date <= endDate) return list.filter((d) => d.date === date);
  }
  return undefined;
}

/** A docket as one of the worker's lists on the phone holds it, or null. */
export function listedDocket(client: QueryClient, workerId: number, id: number): Docket | null {
  for (const [, list] of client.getQueriesData<Docket[]>({ queryKey: docketKeys.ofWorker(workerId) })) {
    const found = list?.find((d) => d.id === id);
    if (found) return found;
  }
  return null;
}

/** What a day shows offline when nothing of it is on the phone: no entries known, and says so. */
const NOT_STORED: Docket[] = [];

/**
 * The day list (spec 001 §2.2). With no network, a day never read on its own shows the dockets
 * of the stored week it belongs to; a day the phone holds nothing of answers `notStored` (and an
 * empty list, so its queued dockets still show) instead of loading for ever. It loads by itself
 * when the network returns.
 */
export function useDayEntries(workerId: number, date: string) {
  const client = useQueryClient();
  const offline = !onlineManager.isOnline();
  const stored = offline ? (storedDay(client, workerId, date) ?? NOT_STORED) : undefined;
  const entries = useQuery({ ...dayQuery(workerId, date), placeholderData: () => stored });
  return [entries, entries.isPlaceholderData && stored === NOT_STORED] as const;
}
