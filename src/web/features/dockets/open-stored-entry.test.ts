import { describe, expect, it } from 'vitest';
import type { Docket } from './types';
import { dayPageDate, editDestination, entryToOpen, returnToOf } from './open-stored-entry';

const entry = (id: number, status: Docket['status'] = 'draft', invoiced = false) =>
  ({ id, status, invoiced }) as Docket;
const day = [entry(11), entry(12, 'approved'), entry(13, 'void'), entry(14, 'approved', true)];

describe('the entry the day page opens for editing (spec 001 §2.2)', () => {
  it('waits while the entries load and does nothing without a stored value', () => {
    expect(entryToOpen('11', null)).toEqual({ clear: false, open: null });
    expect(entryToOpen(null, day)).toEqual({ clear: false, open: null });
  });

  it("opens one of the day's editable entries and clears the value", () => {
    expect(entryToOpen('11', day)).toEqual({ clear: true, open: 11 });
    expect(entryToOpen('12', day)).toEqual({ clear: true, open: 12 });
  });

  it('clears and ignores an entry not on that day, a void or invoiced one, or a malformed value', () => {
    for (const stored of ['99', '13', '14', '', 'abc', '11.5', '-11', ' 11'])
      expect(entryToOpen(stored, day)).toEqual({ clear: true, open: null });
    expect(entryToOpen('11', [])).toEqual({ clear: true, open: null });
  });
});

describe('Edit on the preview', () => {
  const docket = { id: 11, date: '2026-11-07', workerId: 5 };

  it('goes back to the docket’s own day page, which opens it', () => {
    expect(editDestination(docket, 5, '/entries/2026-11-07')).toEqual({
      to: '/entries/2026-11-07',
      editEntryId: 11,
    });
  });

  it('goes straight to the form from anywhere else', () => {
    const straight = { to: '/timesheets/11/edit', editEntryId: null };
    for (const returnTo of [
      null,
      '/entries',
      '/timesheets',
      '/dashboard',
      '/entries/2026-11-08',
      '/entries/x',
    ])
      expect(editDestination(docket, 5, returnTo)).toEqual(straight);
    // Admin or office editing a worker's docket: their own day page does not list it.
    expect(editDestination(docket, 1, '/entries/2026-11-07')).toEqual(straight);
  });
});

describe('addresses', () => {
  it('reads a day page address', () => {
    expect(dayPageDate('/entries/2026-11-07')).toBe('2026-11-07');
    expect(dayPageDate('/entries/2026-11-07?x=1')).toBeNull();
    expect(dayPageDate('/entries')).toBeNull();
    expect(dayPageDate(null)).toBeNull();
  });

  it('takes only a day page from the navigation state', () => {
    expect(returnToOf({ returnTo: '/entries/2026-11-07' })).toBe('/entries/2026-11-07');
    for (const state of [null, undefined, 'x', {}, { returnTo: 'https://evil.example/' }, { returnTo: 7 }])
      expect(returnToOf(state)).toBeNull();
  });
});
