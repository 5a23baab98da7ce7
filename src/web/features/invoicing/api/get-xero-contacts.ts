import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CONTACT_SEARCH_MIN } from '../../../../shared/xero/accounting-schemas';
import { apiQuery } from '../../../lib/api';

/** Xero's contacts matching `search` (the picker's search and the client prefill share its cache). */
export const getXeroContactsQuery = (search: string) => ({
  ...apiQuery('GET /api/xero/contacts', { query: { search } }),
  staleTime: 60_000,
});

/** The text after people stop typing for `ms`: one search per pause, not per key. */
function useSettled(text: string, ms = 300) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** The search as people type (from CONTACT_SEARCH_MIN characters, once they pause): the invoice dialog's and the client's pickers. */
export function useXeroContactSearch(text: string, enabled: boolean) {
  const search = useSettled(text.trim());
  return useQuery({
    ...getXeroContactsQuery(search),
    enabled: enabled && search.length >= CONTACT_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}
