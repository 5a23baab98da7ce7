import type { PortalConfiguration } from '../model';

type Json = Record<string, unknown>;

/**
 * A `billing_portal.configuration` as the dashboard saves one for SiteDockets: plan switching between
 * the configured prices, cancel at the period end, card updates and invoice history.
 */
export const portalConfigurationJson = (configuration: PortalConfiguration): Json => ({
  id: configuration.id,
  object: 'billing_portal.configuration',
  active: configuration.active,
  application: null,
  business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
  created: configuration.created,
  default_return_url: null,
  features: {
    customer_update: { allowed_updates: ['email', 'name'], enabled: true },
    invoice_history: { enabled: true },
    payment_method_update: { enabled: true, payment_method_configuration: null },
    subscription_cancel: {
      cancellation_reason: { enabled: false, feedback_options: null, options: [] },
      enabled: true,
      mode: 'at_period_end',
      proration_behavior: 'none',
    },
    subscription_pause: { duration: { interval_options: [], type: 'indefinite' }, enabled: false },
    subscription_update: {
      billing_cycle_anchor: 'unchanged',
      default_allowed_updates: ['price'],
      enabled: configuration.products.length > 0,
      products: configuration.products.map((entry) => ({
        adjustable_quantity: { enabled: false, maximum: null, minimum: 1 },
        prices: entry.prices,
        product: entry.product,
      })),
      proration_behavior: 'create_prorations',
      schedule_at_period_end: { conditions: [] },
      trial_update_behavior: 'end_trial',
    },
  },
  is_default: configuration.isDefault,
  livemode: false,
  login_page: { enabled: false, url: null },
  metadata: {},
  name: null,
  updated: configuration.created,
});
