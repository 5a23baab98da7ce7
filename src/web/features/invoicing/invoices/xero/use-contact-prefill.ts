import { useQueries } from '@tanstack/react-query';
import { getXeroContactsQuery } from '../../api/get-xero-contacts';
import { useClients } from '../../../clients/api';
import { contactSearches, matchClientContact, type ContactPrefill } from './client-contact';

/**
 * The Xero contact of the dockets' client (issue 29): the client of their projects (from the
 * clients list the dialog's other fields read too), searched among Xero's contacts by name and
 * e-mail with the picker's own search (its cache is shared), then matched.
 */
export function useContactPrefill(
  companyId: number,
  clientIds: readonly number[] | undefined,
): ContactPrefill {
  const clients = useClients(companyId);
  const chosen = clientIds && clients.data?.filter((client) => clientIds.includes(client.id));
  const client = clientIds?.length === 1 ? (chosen?.[0] ?? null) : null;
  const searches = useQueries({
    queries: (client ? contactSearches(client) : []).map((search) => getXeroContactsQuery(search)),
  });
  if (clientIds?.length === 0) return { kind: 'no-client' };
  if (clientIds && clientIds.length > 1 && chosen)
    return { kind: 'several-clients', names: chosen.map((c) => c.name).sort() };
  if (clients.isError) return { kind: 'failed', client: null };
  if (!client) return clientIds && chosen ? { kind: 'no-client' } : { kind: 'loading', client: null };
  if (searches.some((search) => search.isPending)) return { kind: 'loading', client };
  const found = searches.flatMap((search) => search.data?.contacts ?? []);
  const match = matchClientContact(client, found);
  return match.kind === 'not-found' && searches.some((search) => search.isError)
    ? { kind: 'failed', client }
    : match;
}
