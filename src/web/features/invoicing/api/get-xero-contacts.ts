import { apiQuery } from '../../../lib/api';

/** Xero's contacts matching `search` (the picker's search and the client prefill share its cache). */
export const getXeroContactsQuery = (search: string) => ({
  ...apiQuery('GET /api/xero/contacts', { query: { search } }),
  staleTime: 60_000,
});
