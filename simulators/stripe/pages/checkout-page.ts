import { DEFAULT_CARD } from '../billing/cards';
import type { CheckoutSession } from '../model';
import type { Store } from '../store';
import { checkoutAmount } from '../json/sessions';
import { cardField, html, page, money } from './layout';

export const CHECKOUT_BANNER = 'Simulated checkout — no real card is charged';

export interface CheckoutForm {
  email?: string;
  name?: string;
  card?: string;
  error?: string;
}

function planLines(store: Store, session: CheckoutSession) {
  return session.lineItems.map((line) => {
    const price = store.prices.get(line.price);
    const product = price ? store.products.get(price.product) : undefined;
    return html`<li>
      ${product?.name ?? line.price}${line.quantity > 1 ? ` × ${line.quantity}` : ''} —
      ${money((price?.unitAmount ?? 0) * line.quantity, price?.currency ?? 'aud')} per
      ${price?.interval ?? 'month'}
    </li>`;
  });
}

/** The hosted checkout page at the session's `url`. */
export function checkoutPage(store: Store, session: CheckoutSession, form: CheckoutForm = {}): string {
  const currency = store.prices.get(session.lineItems[0]?.price ?? '')?.currency ?? 'aud';
  const fixedEmail =
    session.customerEmail ?? (session.customer ? store.customers.get(session.customer)?.email : null) ?? null;
  const action = `/c/pay/${session.id}`;
  return page(
    'Subscribe — Simulated checkout',
    CHECKOUT_BANNER,
    html`<h1>Subscribe to SiteDockets</h1>
      <p class="amount">
        ${money(checkoutAmount(store, session), currency)} <span class="muted">per month</span>
      </p>
      <ul>
        ${planLines(store, session)}
      </ul>
      ${form.error ? html`<p class="alert" role="alert">${form.error}</p>` : ''}
      <form method="post" action="${action}/pay">
        <label for="email">Email</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="email"
          required
          value="${fixedEmail ?? form.email ?? ''}"
          ${fixedEmail ? html` readonly` : ''}
        />
        ${cardField('Card number', form.card ?? DEFAULT_CARD)}
        <div class="row">
          <div>
            <label for="expiry">Expiry</label
            ><input id="expiry" name="expiry" value="12 / 34" autocomplete="cc-exp" />
          </div>
          <div>
            <label for="cvc">CVC</label
            ><input id="cvc" name="cvc" value="123" inputmode="numeric" autocomplete="cc-csc" />
          </div>
        </div>
        <label for="name">Name on card</label>
        <input id="name" name="name" autocomplete="cc-name" value="${form.name ?? ''}" />
        <div class="actions"><button class="primary" type="submit">Subscribe</button></div>
      </form>
      <form method="post" action="${action}/cancel" class="actions">
        <button class="secondary" type="submit">Cancel</button>
      </form>
      <p class="muted">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>`,
  );
}

export function checkoutEndPage(title: string, message: string): string {
  return page(
    title,
    CHECKOUT_BANNER,
    html`<h1>${title}</h1>
      <p>${message}</p>`,
  );
}
