import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReplyOf } from '../../../lib/api';

/** A client as the calls send it. */
export type Client = ReplyOf<'GET /api/companies/:companyId/clients'>[number];

export const getClientsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/clients', { params: { companyId } });

/** The company's clients (every role may read them, spec 002 §6). */
export const useClients = (companyId: number) => useQuery(getClientsQuery(companyId));
