import { z } from 'zod';
import {
  clientBody,
  clientReply,
  clientUpdate,
  contactBody,
  contactReply,
  contactUpdate,
} from '../../../shared/schemas/clients';
import { messageReply } from '../../../shared/schemas/users';
import { actorOf } from '../../access/guard';
import { requires } from '../../access/route-access';
import { idempotent } from '../../http/idempotency';
import type { AppModule } from '../../http/module';
import { companyParams, idParams } from '../../http/params';
import * as clients from './service';

export const clientsModule: AppModule = (app, { database: { db } }) => {
  app.get(
    '/api/companies/:companyId/clients',
    {
      config: requires('clients.read'),
      schema: { params: companyParams, response: { 200: z.array(clientReply) } },
    },
    (request) => clients.listClients(db, actorOf(request)),
  );
  app.post(
    '/api/companies/:companyId/clients',
    {
      config: requires('clients.manage'),
      schema: { params: companyParams, body: clientBody, response: { 201: clientReply } },
    },
    (request, reply) =>
      idempotent(db, actorOf(request), request, reply, async (tx) => ({
        status: 201,
        body: await clients.createClient(tx, actorOf(request), request.body),
      })),
  );
  app.put(
    '/api/clients/:id',
    {
      config: requires('clients.manage'),
      schema: { params: idParams, body: clientUpdate, response: { 200: clientReply } },
    },
    (request) => clients.updateClient(db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/clients/:id',
    { config: requires('clients.manage'), schema: { params: idParams, response: { 200: messageReply } } },
    async (request) => {
      await clients.deleteClient(db, actorOf(request), request.params.id);
      return { message: 'Client deleted' };
    },
  );

  app.get(
    '/api/clients/:id/contacts',
    {
      config: requires('clients.read'),
      schema: { params: idParams, response: { 200: z.array(contactReply) } },
    },
    (request) => clients.listContacts(db, actorOf(request), request.params.id),
  );
  app.post(
    '/api/clients/:id/contacts',
    {
      config: requires('contacts.create'),
      schema: { params: idParams, body: contactBody, response: { 201: contactReply } },
    },
    (request, reply) =>
      idempotent(db, actorOf(request), request, reply, async (tx) => ({
        status: 201,
        body: await clients.createContact(tx, actorOf(request), request.params.id, request.body),
      })),
  );
  app.put(
    '/api/client-contacts/:id',
    {
      config: requires('contacts.manage'),
      schema: { params: idParams, body: contactUpdate, response: { 200: contactReply } },
    },
    (request) => clients.updateContact(db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/client-contacts/:id',
    { config: requires('contacts.manage'), schema: { params: idParams, response: { 200: messageReply } } },
    async (request) => {
      await clients.deleteContact(db, actorOf(request), request.params.id);
      return { message: 'Contact deleted' };
    },
  );
};
