import { isOpen } from '../../../shared/dockets/docket-policy';
import type { Docket } from './types';

/**
 * Spec 001 §2.2: "a stored session value can make an entry open automatically for editing".
 * SESSION_KEYS.editEntryId names the entry; the day page opens it once and clears it.
 */

const DAY_PAGE = /^\/entries\/(\d{4}-\d{2}-\d{2})$/;

/** The date of a day page address ('/entries/2026-11-21'), or null for any other address. */
export const dayPageDate = (path: string | null): string | null => (path && DAY_PAGE.exec(path)?.[1]) ?? null;

export type OpenDecision = { clear: boolean; open: number | null };

/**
 * What the day page does with the stored value once its entries are loaded (`null` while they are
 * not): open the entry it names if it is one of the day's entries that can still be edited, and
 * clear it in any case, so it works once. Anything else is ignored.
 */
export function entryToOpen(stored: string | null, entries: readonly Docket[] | null): OpenDecision {
  if (stored === null || entries === null) return { clear: false, open: null };
  const id = /^\d+$/.test(stored) ? Number(stored) : NaN;
  const entry = entries.find((e) => e.id === id);
  return { clear: true, open: entry && isOpen(entry) ? entry.id : null };
}

/**
 * Edit on a docket's preview: opened from the docket's own day page (the stored return address),
 * it goes back there with the value set, and the day page opens the entry; otherwise it goes
 * straight to the form.
 */
export function editDestination(
  docket: Pick<Docket, 'id' | 'date' | 'workerId'>,
  userId: number,
  returnTo: string | null,
): { to: string; editEntryId: number | null } {
  const fromDay = dayPageDate(returnTo) === docket.date && docket.workerId === userId;
  return fromDay
    ? { to: returnTo!, editEntryId: docket.id }
    : { to: `/timesheets/${docket.id}/edit`, editEntryId: null };
}

/** The day page hands the form its address in the navigation state; anything else is ignored. */
export function returnToOf(state: unknown): string | null {
  const value = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof value === 'string' && dayPageDate(value) !== null ? value : null;
}
