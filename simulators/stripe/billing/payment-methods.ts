import { type StripeContext, nowSeconds } from '../context';
import { newId } from '../ids';
import type { Customer, PaymentMethod } from '../model';
import type { TestCard } from './cards';

/** A card from the hosted pages, attached to the customer and made their default. */
export function attachCard(
  ctx: StripeContext,
  customer: Customer,
  card: TestCard,
  last4: string,
): PaymentMethod {
  const now = nowSeconds(ctx);
  const method: PaymentMethod = {
    id: newId('pm'),
    customer: customer.id,
    brand: card.brand,
    last4,
    expMonth: 12,
    expYear: new Date(now * 1000).getUTCFullYear() + 3,
    created: now,
    declinesCharges: card.declinesLater === true,
  };
  ctx.store.paymentMethods.set(method.id, method);
  customer.defaultPaymentMethod = method.id;
  return method;
}
