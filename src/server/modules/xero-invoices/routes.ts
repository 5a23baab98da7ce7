import { xeroInvoicesRoutes as api } from '../../../shared/api/xero-invoices';
import { actorOf } from '../../access/guard';
import type { AppModule } from '../../http/module';
import { serve } from '../../http/serve';
import { createXeroInvoice } from './service';

/**
 * The 'Create Xero Invoice' dialog's call. Its Idempotency-Key contract is kept by the service (a
 * key derived from the request, honoured by Xero and by the dockets' events), not by the stored-reply
 * helper, whose transaction would have to stay open across the call to Xero.
 */
export const xeroInvoicesModule: AppModule = (app, ctx) => {
  serve(app, api.createXeroInvoice, async (request, reply) =>
    reply.status(201).send(await createXeroInvoice(ctx, actorOf(request), request.body)),
  );
};
