import Stripe from 'stripe';
import { PLAN_IDS, PLANS } from '../../../shared/billing/plans';
import { BILLING_MSG } from '../../../shared/billing/schemas';
import { conflict } from '../../errors';
import type { StripeClient } from '../../integrations/stripe/client';

type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/** While something was found missing, the billing page's read checks again at most this often. */
export const RECHECK_MS = 60_000;

/** 409 BILLING_NOT_SET_UP: checkout or the portal cannot open until the installation's Stripe is set up. */
export const notSetUp = () =>
  conflict(`${BILLING_MSG.notSetUpTitle}. ${BILLING_MSG.notSetUpText}`, { code: 'BILLING_NOT_SET_UP' });

/**
 * What the Stripe account lacks for checkout and the portal (README 'Stripe'), in words for the log:
 * an active price for each plan's lookup key, and a saved default portal configuration that lets a
 * customer switch between both prices. Empty when nothing is missing.
 */
export async function missingSetup(stripe: StripeClient): Promise<string[]> {
  const keys = PLAN_IDS.map((plan) => PLANS[plan].lookupKey);
  const [prices, configurations] = await Promise.all([
    stripe.sdk.prices.list({ lookup_keys: keys, active: true, limit: 10 }),
    stripe.sdk.billingPortal.configurations.list({ is_default: true, active: true, limit: 1 }),
  ]);
  const found = new Map(prices.data.map((price) => [price.lookup_key, price.id]));
  const missing = keys
    .filter((key) => !found.has(key))
    .map((key) => `an active monthly price with lookup key '${key}'`);
  const configuration = configurations.data[0];
  if (!configuration)
    return [...missing, 'a saved customer portal configuration (Stripe has no default one)'];
  const update = configuration.features.subscription_update;
  const offered = new Set(update.enabled ? (update.products ?? []).flatMap((product) => product.prices) : []);
  const notOffered = keys.filter((key) => found.has(key) && !offered.has(found.get(key)!));
  if (notOffered.length > 0)
    missing.push(
      `plan switching in the portal configuration ${configuration.id} for ${notOffered.map((key) => `'${key}'`).join(' and ')}`,
    );
  return missing;
}

/**
 * The installation's Stripe set-up as last checked: at start-up (in the background, never stopping it),
 * again when a checkout or portal call fails, and on the billing page's read while something is missing
 * (at most once a minute, so the page recovers once the administrator has finished). Never logs a key.
 */
export class StripeSetup {
  private missing: string[] | null = null;
  private checkedAt = 0;
  private running: Promise<void> | null = null;

  constructor(
    private readonly stripe: StripeClient,
    private readonly log: Log,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Checks now (one check at a time) and logs what it found; a failure to reach Stripe is logged, not thrown. */
  check(): Promise<void> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    try {
      const missing = await missingSetup(this.stripe);
      this.missing = missing;
      this.checkedAt = this.clock();
      if (missing.length === 0)
        this.log.info({}, "Stripe set-up checked: both plans' prices and the portal configuration are there");
      else
        this.log.warn(
          { missing },
          `Stripe is not set up for SiteDockets: missing ${missing.join('; ')}. Checkout and the billing portal cannot open until they exist (README, 'Stripe').`,
        );
    } catch (err) {
      const stripe =
        err instanceof Stripe.errors.StripeError
          ? { type: err.type, code: err.code, status: err.statusCode }
          : { type: err instanceof Error ? err.name : 'unknown' };
      this.log.warn({ stripe }, 'Stripe set-up could not be checked (Stripe did not answer)');
    }
  }

  /** Whether the last check found something missing (checking again when that is over a minute old). */
  async incomplete(): Promise<boolean> {
    if (this.running) await this.running;
    if (this.missing?.length && this.clock() - this.checkedAt >= RECHECK_MS) await this.check();
    return (this.missing?.length ?? 0) > 0;
  }

  /** After a checkout or portal call failed: a 409 BILLING_NOT_SET_UP when the set-up is what is missing. */
  async refuseIfIncomplete(): Promise<void> {
    await this.check();
    if ((this.missing?.length ?? 0) > 0) throw notSetUp();
  }
}
