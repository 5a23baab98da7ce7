import { xeroAccountingRoutes as api } from '../../../../shared/xero/accounting-routes';
import { actorOf } from '../../../access/guard';
import { onceOutside } from '../../../http/idempotency';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { listTaxCodes, searchXeroContacts, syncTaxCodes } from './service';

/** Tax codes (synced from Xero) and Xero contact search, for the invoice dialog and the Xero settings tab. */
export const xeroAccountingModule: AppModule = (app, ctx) => {
  serve(app, api.listTaxCodes, (request) => listTaxCodes(ctx.database.db, actorOf(request).companyId));
  // A call to Xero cannot run inside the key's transaction: a repeated key gets the first sync's reply.
  serve(app, api.syncTaxCodes, (request, reply) =>
    onceOutside(ctx.database.db, request, reply, (actor) => syncTaxCodes(ctx, actor)),
  );
  serve(app, api.searchXeroContacts, (request) =>
    searchXeroContacts(ctx, actorOf(request), request.query.search),
  );
};
