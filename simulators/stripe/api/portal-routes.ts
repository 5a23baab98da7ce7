import type { FastifyInstance } from 'fastify';
import { customerOf } from '../billing/lookup';
import { type StripeContext, nowSeconds } from '../context';
import { missing } from '../errors';
import { newId } from '../ids';
import { portalSessionJson } from '../json/sessions';
import type { PortalSession } from '../model';
import { onlyKnown, text } from './params';
import { expanded, formOf } from './request';

/** `POST /v1/billing_portal/sessions {customer, return_url}`; `configuration`, `locale`, `flow_data` are taken and not acted on. */
export async function portalRoutes(app: FastifyInstance, ctx: StripeContext): Promise<void> {
  app.post('/billing_portal/sessions', async (request) => {
    const form = formOf(request);
    onlyKnown(form, [
      'customer',
      'return_url',
      'configuration',
      'locale',
      'flow_data',
      'on_behalf_of',
      'expand',
    ]);
    const customer = text(form, 'customer');
    if (!customer) throw missing('customer');
    customerOf(ctx, customer, 'customer');
    const session: PortalSession = {
      id: newId('bps', 24),
      customer,
      returnUrl: text(form, 'return_url') ?? null,
      created: nowSeconds(ctx),
    };
    ctx.store.portalSessions.set(session.id, session);
    return expanded(ctx, form, portalSessionJson(ctx.baseUrl, session));
  });
}
