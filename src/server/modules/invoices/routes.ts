import { invoicesRoutes as api } from '../../../shared/api/invoices';
import { actorOf } from '../../access/guard';
import { created } from '../../http/idempotency';
import type { AppModule } from '../../http/module';
import { serve } from '../../http/serve';
import { createInvoice } from './create';
import { setDocketInvoice } from './docket-invoice';
import { invoiceView, listInvoices } from './read';
import { voidInvoice } from './void';

export const invoicesModule: AppModule = (app, { database: { db } }) => {
  serve(app, api.listInvoices, (request) => listInvoices(db, actorOf(request), request.query));
  serve(app, api.createInvoice, (request, reply) =>
    created(db, request, reply, (tx, actor) => createInvoice(tx, actor, request.body)),
  );
  serve(app, api.getInvoice, (request) => invoiceView(db, actorOf(request), request.params.id));
  serve(app, api.voidInvoice, (request) => voidInvoice(db, actorOf(request), request.params.id));
  serve(app, api.setDocketInvoice, (request) =>
    setDocketInvoice(db, actorOf(request), request.params.id, request.body),
  );
};
