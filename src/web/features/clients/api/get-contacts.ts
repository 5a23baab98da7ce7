import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReplyOf } from '../../../lib/api';

/** A contact as the calls send it. */
export type Contact = ReplyOf<'GET /api/clients/:id/contacts'>[number];

export const getContactsQuery = (clientId: number) =>
  apiQuery('GET /api/clients/:id/contacts', { params: { id: clientId } });

export const useContacts = (clientId: number) => useQuery(getContactsQuery(clientId));
