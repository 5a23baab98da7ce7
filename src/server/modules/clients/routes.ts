import { clientRoutes as api } from '../../../shared/clients/routes';
import { actorOf } from '../../access/guard';
import { created } from '../../http/idempotency';
import type { AppModule } from '../../http/module';
import { serve } from '../../http/serve';
import * as clients from './service';

export const clientsModule: AppModule = (app, { database: { db } }) => {
  serve(app, api.listClients, (request) => clients.listClients(db, actorOf(request)));
  serve(app, api.createClient, (request, reply) =>
    created(db, request, reply, (tx, actor) => clients.createClient(tx, actor, request.body)),
  );
  serve(app, api.updateClient, (request) =>
    clients.updateClient(db, actorOf(request), request.params.id, request.body),
  );
  serve(app, api.deleteClient, async (request) => {
    await clients.deleteClient(db, actorOf(request), request.params.id);
    return { message: 'Client deleted' };
  });
  serve(app, api.listContacts, (request) => clients.listContacts(db, actorOf(request), request.params.id));
  serve(app, api.createContact, (request, reply) =>
    created(db, request, reply, (tx, actor) =>
      clients.createContact(tx, actor, request.params.id, request.body),
    ),
  );
  serve(app, api.updateContact, (request) =>
    clients.updateContact(db, actorOf(request), request.params.id, request.body),
  );
  serve(app, api.deleteContact, async (request) => {
    await clients.deleteContact(db, actorOf(request), request.params.id);
    return { message: 'Contact deleted' };
  });
};
