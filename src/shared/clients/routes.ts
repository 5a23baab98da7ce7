import { z } from 'zod';
import { clientBody, clientReply, clientUpdate, contactBody, contactReply, contactUpdate } from './schemas';
import { companyParams, idParams } from '../schemas/params';
import { messageReply } from '../auth/users-schemas';
import { defineRoutes } from '../api/route';

const tag = 'Clients';

/** Clients and their contacts (spec 002 §5). */
export const clientRoutes = defineRoutes({
  listClients: {
    method: 'GET',
    path: '/api/companies/:companyId/clients',
    summary: "The company's clients with their contact and project counts",
    tag,
    access: 'clients.read',
    params: companyParams,
    reply: { 200: z.array(clientReply) },
  },
  createClient: {
    method: 'POST',
    path: '/api/companies/:companyId/clients',
    summary: 'Add a client',
    tag,
    access: 'clients.manage',
    params: companyParams,
    body: clientBody,
    reply: { 201: clientReply },
    idempotent: true,
  },
  updateClient: {
    method: 'PUT',
    path: '/api/clients/:id',
    summary: 'Change a client (only the fields sent)',
    tag,
    access: 'clients.manage',
    params: idParams,
    body: clientUpdate,
    reply: { 200: clientReply },
  },
  deleteClient: {
    method: 'DELETE',
    path: '/api/clients/:id',
    summary: 'Delete a client',
    tag,
    access: 'clients.manage',
    params: idParams,
    reply: { 200: messageReply },
  },
  listContacts: {
    method: 'GET',
    path: '/api/clients/:id/contacts',
    summary: "A client's contacts",
    tag,
    access: 'clients.read',
    params: idParams,
    reply: { 200: z.array(contactReply) },
  },
  createContact: {
    method: 'POST',
    path: '/api/clients/:id/contacts',
    summary: 'Add a contact to a client',
    tag,
    access: 'contacts.create',
    params: idParams,
    body: contactBody,
    reply: { 201: contactReply },
    idempotent: true,
  },
  updateContact: {
    method: 'PUT',
    path: '/api/client-contacts/:id',
    summary: 'Change a contact (only the fields sent)',
    tag,
    access: 'contacts.manage',
    params: idParams,
    body: contactUpdate,
    reply: { 200: contactReply },
  },
  deleteContact: {
    method: 'DELETE',
    path: '/api/client-contacts/:id',
    summary: 'Delete a contact',
    tag,
    access: 'contacts.manage',
    params: idParams,
    reply: { 200: messageReply },
  },
});
