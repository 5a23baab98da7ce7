import type { PortalConfiguration, Price, Product } from './model';

/** The two plans SiteDockets sells, with fixed ids so a restart keeps them (lookup keys are the product's handle). */
export const PLANS = [
  {
    product: { id: 'prod_SiteDocketsBase', name: 'SiteDockets Base' },
    price: {
      id: 'price_SiteDocketsBaseMonthly',
      lookupKey: 'base_monthly',
      nickname: 'Base monthly',
      unitAmount: 4000,
    },
  },
  {
    product: { id: 'prod_SiteDocketsPro', name: 'SiteDockets - PRO' },
    price: {
      id: 'price_SiteDocketsProMonthly',
      lookupKey: 'pro_monthly',
      nickname: 'PRO monthly',
      unitAmount: 6000,
    },
  },
] as const;

/** The saved portal configuration's id (the account's default, as the dashboard saves it). */
export const PORTAL_CONFIGURATION_ID = 'bpc_SiteDocketsSimulated';

/**
 * What the simulated account has been set up with, as an installer does in Stripe's dashboard (README
 * 'Stripe'): the two plans' prices and a default portal configuration offering both. A test turns one
 * off to see what the product does with an account not set up yet.
 */
export interface AccountSetup {
  prices: boolean;
  portalConfiguration: boolean;
}

export const FULL_SETUP: AccountSetup = { prices: true, portalConfiguration: true };

interface Catalogue {
  products: Map<string, Product>;
  prices: Map<string, Price>;
  portalConfigurations: Map<string, PortalConfiguration>;
}

export function seedCatalogue(store: Catalogue, now: number, setup: AccountSetup): void {
  if (setup.prices)
    for (const plan of PLANS) {
      const product: Product = { ...plan.product, created: now, metadata: {} };
      const price: Price = {
        ...plan.price,
        product: plan.product.id,
        currency: 'aud',
        interval: 'month',
        created: now,
        metadata: {},
      };
      store.products.set(product.id, product);
      store.prices.set(price.id, price);
    }
  if (setup.portalConfiguration)
    store.portalConfigurations.set(PORTAL_CONFIGURATION_ID, {
      id: PORTAL_CONFIGURATION_ID,
      isDefault: true,
      active: true,
      products: PLANS.map((plan) => ({ product: plan.product.id, prices: [plan.price.id] })),
      created: now,
    });
}
