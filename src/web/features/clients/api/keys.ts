import type { QueryClient } from '@tanstack/react-query';
import { getClientsQuery } from './get-clients';
import { getContactsQuery } from './get-contacts';

/** Query keys of this feature's reads (invalidate with these). */
export const clientKeys = {
  list: (companyId: number) => getClientsQuery(companyId).queryKey,
  contacts: (clientId: number) => getContactsQuery(clientId).queryKey,
};

/** Clients appear on project cards too: refresh both lists after a change. */
export const refreshClientLists = (queryClient: QueryClient, companyId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: clientKeys.list(companyId) }),
    queryClient.invalidateQueries({ queryKey: ['/api/companies', companyId, 'projects'] }),
  ]);
