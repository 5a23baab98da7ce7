import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReplyOf } from '../../lib/api';

/** A client and a contact as the calls send them. */
export type Client = ReplyOf<'GET /api/companies/:companyId/clients'>[number];
export type Contact = ReplyOf<'GET /api/clients/:id/contacts'>[number];

const clientsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/clients', { params: { companyId } });
const contactsQuery = (clientId: number) =>
  apiQuery('GET /api/clients/:id/contacts', { params: { id: clientId } });

/** Query keys of this feature's reads (invalidate with these). */
export const clientKeys = {
  list: (companyId: number) => clientsQuery(companyId).queryKey,
  contacts: (clientId: number) => contactsQuery(clientId).queryKey,
};

/** The company's clients (every role may read them, spec 002 §6). */
export const useClients = (companyId: number) => useQuery(clientsQuery(companyId));

export const useContacts = (clientId: number) => useQuery(contactsQuery(clientId));

/** Form pieces other features reuse. */
export { failureText, toastFailure } from '../../lib/failure';
export { EmailText } from './email-text';
