import { invoicePaymentsRoutes as api } from '../../../../shared/invoicing/payments-routes';
import { actorOf } from '../../../access/guard';
import { created } from '../../../http/idempotency';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { recordPayment, undoPayment } from './service';

/** Payments on the product's own tax invoices (issue 27). */
export const invoicePaymentsModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;
  serve(app, api.recordInvoicePayment, (request, reply) =>
    created(db, request, reply, (tx, actor) =>
      recordPayment(tx, actor, request.params.invoiceId, request.body),
    ),
  );
  serve(app, api.undoInvoicePayment, (request) =>
    undoPayment(db, actorOf(request), request.params.invoiceId, request.params.paymentId),
  );
};
