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
import { withInvoicePayment } from './invoice-payment';
import { queueDocketInvoice, wakeDocketInvoices } from '../../jobs/auto-invoice-docket';

export const docketsModule: AppModule = (app, { database: { db }, jobs, files }) => {
  serve(app, api.createDocket, async (request, reply) => {
    let queued = false;
    const sent = await created(db, request, reply, async (tx, actor) => {
      const docket = await createDocket(tx, actor, request.body);
      if (docket.status === 'approved')
        queued = await queueDocketInvoice(jobs, tx, { ...docket, companyId: actor.companyId });
      return docket;
    });
    wakeDocketInvoices(jobs, queued);
    return sent;
  });
  serve(app, api.createCompanyDocket, (request, reply) => {
    const { companyId: _c, signature: _s, ...input } = request.body;
    return created(db, request, reply, (tx, actor) => createDocket(tx, actor, { ...input, status: 'draft' }));
  });
  serve(app, api.getDocket, async (request) => {
    const actor = actorOf(request);
    const docket = await docketView(db, actor, await findDocket(db, actor, request.params.id));
    return withInvoicePayment(db, actor, docket);
  });
  serve(app, api.updateDocket, async (request) => {
    const actor = actorOf(request);
    let queued = false;
    const docket = await updateDocket(db, actor, request.params.id, request.body, async (tx, row) => {
      queued = await queueDocketInvoice(jobs, tx, row);
    });
    wakeDocketInvoices(jobs, queued);
    return docketView(db, actor, docket);
  });
  serve(app, api.deleteDocket, async (request) => {
    await deleteDocket(db, actorOf(request), request.params.id, files);
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
