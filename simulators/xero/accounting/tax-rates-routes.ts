import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context';
import { booksOf } from './books';
import { envelope } from './envelope';

const READ = { scopes: ['accounting.settings', 'accounting.settings.read'] };

export function registerTaxRateRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/TaxRates', { config: READ }, async (request) => {
    const { TaxType } = request.query as { TaxType?: string };
    const rates = booksOf(ctx, request).taxRates.filter((rate) => !TaxType || rate.TaxType === TaxType);
    return envelope(ctx, { TaxRates: rates });
  });
}
