import type { FastifyInstance } from 'fastify';
import { guardApi } from '../api/guard';
import type { SimContext } from '../context';
import { attachmentRoutes } from './attachments-routes';
import { registerContactRoutes } from './contacts-routes';
import { registerInvoiceRoutes } from './invoices-routes';
import { registerPaymentRoutes } from './payments-routes';
import { registerTaxRateRoutes } from './tax-rates-routes';

export { ACCOUNTING_PREFIX } from './prefix';

/** api.xero.com/api.xro/2.0: the accounting calls the product makes, behind Xero's guard. */
export async function accountingRoutes(app: FastifyInstance, ctx: SimContext): Promise<void> {
  guardApi(app, ctx, { tenant: true });
  registerContactRoutes(app, ctx);
  registerTaxRateRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  await app.register(async (scope) => attachmentRoutes(scope, ctx));
}
