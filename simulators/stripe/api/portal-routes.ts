import type { FastifyInstance } from 'fastify';
import { customerOf } from '../billing/lookup';
import { type StripeContext, nowSeconds } from '../context';
import { StripeError, missing, noSuch } from '../errors';
import { newId } from '../ids';
import { portalConfigurationJson } from '../json/portal';
import { portalSessionJson } from '../json/sessions';
import type { PortalConfiguration, PortalSession } from '../model';
import { LIST_PARAMS, listReply } from './list';
import { boolean, onlyKnown, text } from './params';
import { expanded, formOf, idParam } from './request';

/** Stripe's refusal of a portal session while the account has no saved portal settings. */
const NOT_SAVED =
  'You can’t create a portal session in test mode until you save your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.';

/** The named configuration, else the account's default; Stripe refuses a session without one. */
function configurationFor(ctx: StripeContext, id: string | undefined): PortalConfiguration {
  const configurations = [...ctx.store.portalConfigurations.values()];
  if (id !== undefined) {
    const named = ctx.store.portalConfigurations.get(id);
    if (!named) throw noSuch('configuration', id, 'configuration');
    return named;
  }
  const found = configurations.find((configuration) => configuration.isDefault && configuration.active);
  if (!found) throw new StripeError(400, 'invalid_request_error', NOT_SAVED);
  return found;
}

/**
 * `POST /v1/billing_portal/sessions {customer, return_url, configuration?}` (`locale`, `flow_data` are
 * taken and not acted on); `GET /v1/billing_portal/configurations[/:id]` (`active`, `is_default`).
 */
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
      configuration: configurationFor(ctx, text(form, 'configuration')).id,
      customer,
      returnUrl: text(form, 'return_url') ?? null,
      created: nowSeconds(ctx),
    };
    ctx.store.portalSessions.set(session.id, session);
    return expanded(ctx, form, portalSessionJson(ctx.baseUrl, session));
  });

  app.get('/billing_portal/configurations', async (request) => {
    const form = formOf(request);
    onlyKnown(form, [...LIST_PARAMS, 'active', 'is_default']);
    const active = boolean(form, 'active');
    const isDefault = boolean(form, 'is_default');
    const configurations = [...ctx.store.portalConfigurations.values()].filter(
      (configuration) =>
        (active === undefined || configuration.active === active) &&
        (isDefault === undefined || configuration.isDefault === isDefault),
    );
    return listReply(configurations.map(portalConfigurationJson), form, '/v1/billing_portal/configurations');
  });

  app.get('/billing_portal/configurations/:id', async (request) => {
    const configuration = ctx.store.portalConfigurations.get(idParam(request));
    if (!configuration) throw noSuch('configuration', idParam(request));
    return portalConfigurationJson(configuration);
  });
}
