import { invoicesRoutes as api } from '../../../../shared/invoicing/invoices-routes';
import { actorOf } from '../../../access/guard';
import { answered, created, onceOutside } from '../../../http/idempotency';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { createInvoice } from './create';
import { setDocketInvoice } from './docket-invoice';
import { invoiceCsv } from './documents/invoice-csv';
import { emailInvoice } from './documents/invoice-email';
import { invoiceFileName, invoicePdf } from './documents/invoice-pdf';
import { listInvoices } from './list';
import { invoiceView } from './read';
import { voidInvoice } from './void';

export const invoicesModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;
  serve(app, api.listInvoices, (request) => listInvoices(db, actorOf(request), request.query));
  serve(app, api.createInvoice, (request, reply) =>
    created(db, request, reply, (tx, actor) => createInvoice(tx, actor, request.body)),
  );
  serve(app, api.getInvoice, (request) => invoiceView(db, actorOf(request), request.params.id));
  serve(app, api.voidInvoice, (request, reply) =>
    answered(db, request, reply, (tx, actor) => voidInvoice(tx, actor, request.params.id)),
  );
  serve(app, api.setDocketInvoice, (request) =>
    setDocketInvoice(ctx, actorOf(request), request.params.id, request.body),
  );

  /** The PDF streams as its thread writes it; if the client goes away first, the render stops. */
  serve(app, api.invoicePdf, async (request, reply) => {
    const done = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) done.abort();
    });
    const options = { appUrl: ctx.config.appUrl, renderer: ctx.pdf, files: ctx.files };
    const { stream, fileName } = await invoicePdf(
      db,
      actorOf(request),
      request.params.id,
      options,
      done.signal,
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(stream);
  });
  serve(app, api.invoiceCsv, async (request, reply) => {
    const invoice = await invoiceView(db, actorOf(request), request.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number, 'csv')}"`)
      .send(invoiceCsv(invoice));
  });
  serve(app, api.emailInvoice, (request, reply) =>
    onceOutside(db, request, reply, (actor) =>
      emailInvoice(ctx, actor, request.params.id, request.body.email),
    ),
  );
};
