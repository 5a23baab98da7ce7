import { docketsRoutes as api } from '../../../shared/dockets/routes';
import { actorOf } from '../../access/guard';
import { created } from '../../http/idempotency';
import type { AppModule } from '../../http/module';
import { serve } from '../../http/serve';
import { findDocket } from './access';
import { createDocket } from './create';
import { listEvents, postEvent } from './events-service';
import { addLineItem, deleteLineItems, listLineItems } from './line-items';
import { deleteDocket } from './remove';
import { updateDocket } from './update';
import { docketView } from './views';

export const docketsModule: AppModule = (app, { database: { db } }) => {
  serve(app, api.createDocket, (request, reply) =>
    created(db, request, reply, (tx, actor) => createDocket(tx, actor, request.body)),
  );
  serve(app, api.createCompanyDocket, (request, reply) => {
    const { companyId: _c, signature: _s, ...input } = request.body;
    return created(db, request, reply, (tx, actor) => createDocket(tx, actor, { ...input, status: 'draft' }));
  });
  serve(app, api.getDocket, async (request) => {
    const actor = actorOf(request);
    return docketView(db, actor, await findDocket(db, actor, request.params.id));
  });
  serve(app, api.updateDocket, async (request) => {
    const actor = actorOf(request);
    return docketView(db, actor, await updateDocket(db, actor, request.params.id, request.body));
  });
  serve(app, api.deleteDocket, async (request) => {
    await deleteDocket(db, actorOf(request), request.params.id);
    return { message: 'Docket deleted' };
  });

  serve(app, api.listLineItems, (request) => listLineItems(db, actorOf(request), request.params.id));
  serve(app, api.addLineItem, (request, reply) =>
    created(db, request, reply, (tx, actor) => addLineItem(tx, actor, request.params.id, request.body)),
  );
  serve(app, api.deleteLineItems, (request) =>
    deleteLineItems(db, actorOf(request), request.params.id, request.body?.ids),
  );

  serve(app, api.listEvents, (request) => listEvents(db, actorOf(request), request.params.id));
  serve(app, api.postEvent, async (request, reply) =>
    reply.status(201).send(await postEvent(db, actorOf(request), request.params.id, request.body)),
  );
};
