import { xeroInvoicesRoutes as api } from '../../../../shared/invoicing/xero-routes';
import { actorOf } from '../../../access/guard';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { createXeroInvoiceWithProof, defineAttachJob } from './with-proof';

/**
 * The 'Create Xero Invoice' dialog's call. Its Idempotency-Key contract is kept by the service (a
 * key derived from the request, honoured by Xero and by the dockets' events), not by the stored-reply
 * helper, whose transaction would have to stay open across the call to Xero. The dockets' PDFs are
 * attached after the invoice is made; those that fail are tried again by a job.
 */
export const xeroInvoicesModule: AppModule = (app, ctx) => {
  defineAttachJob(ctx);
  serve(app, api.createXeroInvoice, async (request, reply) =>
    reply.status(201).send(await createXeroInvoiceWithProof(ctx, actorOf(request), request.body)),
  );
};
