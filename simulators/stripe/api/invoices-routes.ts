import type { FastifyInstance } from 'fastify';
import type { StripeContext } from '../context';
import { noSuch } from '../errors';
import { invoiceJson } from '../json/billing';
import { paymentMethodJson } from '../json/catalogue';
import type { Invoice } from '../model';
import { eventJson } from '../webhooks/event-json';
import { LIST_PARAMS, listReply, whereFields } from './list';
import { onlyKnown, text } from './params';
import { expanded, formOf, idParam } from './request';

/** Invoices, payment methods and events, read only. */
export async function readRoutes(app: FastifyInstance, ctx: StripeContext): Promise<void> {
  app.get('/invoices/:id', async (request) => {
    const invoice = ctx.store.invoices.get(idParam(request));
    if (!invoice) throw noSuch('invoice', idParam(request));
    return expanded(ctx, formOf(request), invoiceJson(ctx.store, invoice));
  });

  app.get('/invoices', async (request) => {
    const form = formOf(request);
    onlyKnown(form, ['customer', 'subscription', 'status', ...LIST_PARAMS]);
    const invoices = [...ctx.store.invoices.values()].filter(
      whereFields<Invoice>(form, {
        customer: (invoice) => invoice.customer,
        subscription: (invoice) => invoice.subscription,
        status: (invoice) => invoice.status,
      }),
    );
    return expanded(
      ctx,
      form,
      listReply(
        invoices.map((invoice) => invoiceJson(ctx.store, invoice)),
        form,
        '/v1/invoices',
      ),
    );
  });

  app.get('/payment_methods/:id', async (request) => {
    const method = ctx.store.paymentMethods.get(idParam(request));
    if (!method) throw noSuch('PaymentMethod', idParam(request));
    return paymentMethodJson(method);
  });

  app.get('/events/:id', async (request) => {
    const event = ctx.store.events.get(idParam(request));
    if (!event) throw noSuch('event', idParam(request));
    return eventJson(event);
  });

  app.get('/events', async (request) => {
    const form = formOf(request);
    onlyKnown(form, ['type', 'limit', 'starting_after', 'ending_before', 'created', 'delivery_success']);
    const type = text(form, 'type');
    const events = [...ctx.store.events.values()].filter((event) => !type || event.type === type);
    return listReply(events.map(eventJson), form, '/v1/events');
  });
}
