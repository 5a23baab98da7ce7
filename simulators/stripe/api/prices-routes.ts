import type { FastifyInstance } from 'fastify';
import type { StripeContext } from '../context';
import { noSuch } from '../errors';
import { priceJson, productJson } from '../json/catalogue';
import { listReply } from './list';
import { boolean, onlyKnown, text } from './params';
import { expanded, formOf, idParam } from './request';

const lookupKeys = (value: unknown): string[] | null => {
  if (value === undefined) return null;
  if (typeof value === 'string') return [value];
  return Object.values(value as object).filter((key): key is string => typeof key === 'string');
};

export async function priceRoutes(app: FastifyInstance, ctx: StripeContext): Promise<void> {
  app.get('/prices', async (request) => {
    const form = formOf(request);
    onlyKnown(form, [
      'lookup_keys',
      'active',
      'product',
      'currency',
      'type',
      'limit',
      'starting_after',
      'ending_before',
      'expand',
    ]);
    const keys = lookupKeys(form.lookup_keys);
    const product = text(form, 'product');
    const active = boolean(form, 'active');
    const prices = [...ctx.store.prices.values()].filter(
      (price) =>
        (!keys || (price.lookupKey !== null && keys.includes(price.lookupKey))) &&
        (!product || price.product === product) &&
        active !== false,
    );
    return expanded(ctx, form, listReply(prices.map(priceJson), form, '/v1/prices'));
  });

  app.get('/prices/:id', async (request) => {
    const price = ctx.store.prices.get(idParam(request));
    if (!price) throw noSuch('price', idParam(request));
    return expanded(ctx, formOf(request), priceJson(price));
  });

  app.get('/products/:id', async (request) => {
    const product = ctx.store.products.get(idParam(request));
    if (!product) throw noSuch('product', idParam(request));
    return productJson(product);
  });

  app.get('/products', async (request) => {
    const form = formOf(request);
    onlyKnown(form, ['active', 'limit', 'starting_after', 'ending_before', 'expand', 'ids']);
    return listReply([...ctx.store.products.values()].map(productJson), form, '/v1/products');
  });
}
