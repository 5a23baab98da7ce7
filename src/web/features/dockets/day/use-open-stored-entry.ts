import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readStored, SESSION_KEYS, writeStored } from '../../../lib/storage-keys';
import { entryToOpen } from '../open-stored-entry';
import type { Docket } from '../types';

/**
 * The day page opens the entry SESSION_KEYS.editEntryId names (spec 001 §2.2), once the day's
 * entries are fresh from the server, in place of the day page (replace), so the form's Cancel and
 * Save come back here. The value is cleared either way.
 */
export function useOpenStoredEntry(date: string, entries: UseQueryResult<Docket[]>) {
  const navigate = useNavigate();
  const { isError, isFetchedAfterMount, data } = entries;
  useEffect(() => {
    const loaded = isError ? [] : isFetchedAfterMount ? (data ?? null) : null;
    const { clear, open } = entryToOpen(readStored('session', SESSION_KEYS.editEntryId), loaded);
    if (clear) writeStored('session', SESSION_KEYS.editEntryId, null);
    if (open !== null)
      void navigate(`/timesheets/${open}/edit`, { replace: true, state: { returnTo: `/entries/${date}` } });
  }, [date, isError, isFetchedAfterMount, data, navigate]);
}
