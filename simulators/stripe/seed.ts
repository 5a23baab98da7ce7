import type { Price, Product } from './model';
import type { Store } from './store';

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

export function seedCatalogue(store: Pick<Store, 'products' | 'prices'>, now: number): void {
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
}
