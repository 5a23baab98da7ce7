import type { FastifyInstance } from 'fastify';
import { customerOf } from '../billing/lookup';
import { type StripeContext, nowSeconds } from '../context';
import { newId } from '../ids';
import { customerJson } from '../json/catalogue';
import type { Customer } from '../model';
import { listReply } from './list';
import { metadata, onlyKnown, text } from './params';
import { expanded, formOf, idParam } from './request';

const WRITABLE = ['email', 'name', 'metadata', 'description', 'phone', 'expand'] as const;

export async function customerRoutes(app: FastifyInstance, ctx: StripeContext): Promise<void> {
  app.post('/customers', async (request) => {
    const form = formOf(request);
    onlyKnown(form, WRITABLE);
    const customer: Customer = {
      id: newId('cus', 14),
      email: text(form, 'email') ?? null,
      name: text(form, 'name') ?? null,
      metadata: metadata(form) ?? {},
      created: nowSeconds(ctx),
      defaultPaymentMethod: null,
    };
    ctx.store.customers.set(customer.id, customer);
    return expanded(ctx, form, customerJson(customer));
  });

  app.get('/customers/:id', async (request) =>
    expanded(ctx, formOf(request), customerJson(customerOf(ctx, idParam(request)))),
  );

  app.post('/customers/:id', async (request) => {
    const form = formOf(request);
    onlyKnown(form, WRITABLE);
    const customer = customerOf(ctx, idParam(request));
    const email = text(form, 'email');
    const name = text(form, 'name');
    if (email !== undefined) customer.email = email || null;
    if (name !== undefined) customer.name = name || null;
    customer.metadata = metadata(form, customer.metadata) ?? customer.metadata;
    return expanded(ctx, form, customerJson(customer));
  });

  app.get('/customers', async (request) => {
    const form = formOf(request);
    onlyKnown(form, ['email', 'limit', 'starting_after', 'ending_before', 'expand', 'created']);
    const email = text(form, 'email');
    const customers = [...ctx.store.customers.values()].filter(
      (customer) => !email || customer.email === email,
    );
    return expanded(ctx, form, listReply(customers.map(customerJson), form, '/v1/customers'));
  });
}
