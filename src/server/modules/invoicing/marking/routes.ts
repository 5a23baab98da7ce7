import { invoicingRoutes as api } from '../../../../shared/invoicing/routes';
import { actorOf } from '../../../access/guard';
import { answered } from '../../../http/idempotency';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { docketsLineItems } from './line-items';
import { approvedDockets, listInvoiceDockets, recentlyInvoiced } from './lists';
import { markInvoiced } from './mark';

/** The invoicing screens' reads and the back-office mark flow (002 §2, §7). */
export const invoicingModule: AppModule = (app, { database: { db } }) => {
  serve(app, api.listInvoiceDockets, (request) => listInvoiceDockets(db, actorOf(request), request.query));
  serve(app, api.docketsLineItems, (request) => docketsLineItems(db, actorOf(request), request.body));
  serve(app, api.approvedDockets, (request) => approvedDockets(db, actorOf(request)));
  serve(app, api.invoicedDockets, (request) => recentlyInvoiced(db, actorOf(request)));
  serve(app, api.markInvoiced, (request, reply) =>
    answered(db, request, reply, (tx, actor) => markInvoiced(tx, actor, request.body)),
  );
};
