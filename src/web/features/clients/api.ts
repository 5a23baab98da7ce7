import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { clientReply, contactReply } from '../../../shared/schemas/clients';

/** A client as the list call sends it (dates arrive as ISO strings). */
export type Client = Omit<z.infer<typeof clientReply>, 'createdAt'> & { createdAt: string };
export type Contact = z.infer<typeof contactReply>;

/** Query keys: each is the GET path it names (lib/query-client.ts). */
export const clientKeys = {
  list: (companyId: number) => ['/api/companies', companyId, 'clients'] as const,
  contacts: (clientId: number) => ['/api/clients', clientId, 'contacts'] as const,
};

/** The company's clients (every role may read them, spec 002 §6). */
export const useClients = (companyId: number) => useQuery<Client[]>({ queryKey: clientKeys.list(companyId) });

export const useContacts = (clientId: number) =>
  useQuery<Contact[]>({ queryKey: clientKeys.contacts(clientId) });

/** Form pieces other features reuse. */
export { failureText, toastFailure } from '../../lib/failure';
export { EmailText } from './email-text';
