import { DEFAULT_CARD } from '../billing/cards';
import type { Customer, PortalSession, Subscription } from '../model';
import type { Store } from '../store';
import { cardField, type Html, html, longDate, money, page } from './layout';

export const PORTAL_BANNER = 'Simulated billing portal — no real card is charged';

export const NOTICES: Record<string, string> = {
  switched: 'Your plan has been changed.',
  canceled: 'Your subscription will be canceled at the end of the billing period.',
  resumed: 'Your subscription will continue.',
  card: 'Your card has been updated.',
};

/** 'SiteDockets - PRO' → 'PRO', 'SiteDockets Base' → 'Base'. */
export const planName = (name: string): string => name.replace(/^SiteDockets[\s-]*/, '') || name;

function planOf(store: Store, subscription: Subscription) {
  const item = subscription.items[0];
  const price = item ? store.prices.get(item.price) : undefined;
  const product = price ? store.products.get(price.product) : undefined;
  return { item, price, name: product?.name ?? item?.price ?? '' };
}

/** The prices the session's portal configuration lets a customer switch to (subscription_update). */
export const offeredPrices = (store: Store, configuration: string): string[] =>
  store.portalConfigurations.get(configuration)?.products.flatMap((entry) => entry.prices) ?? [];

function switchButtons(store: Store, session: PortalSession, subscription: Subscription): Html[] {
  const { price: current } = planOf(store, subscription);
  const base = `/p/session/${session.id}`;
  return offeredPrices(store, session.configuration)
    .map((id) => store.prices.get(id))
    .filter((price) => price !== undefined)
    .filter((price) => price.id !== current?.id && price.interval === current?.interval)
    .map((price) => {
      const name = planName(store.products.get(price.product)?.name ?? price.id);
      return html`<form method="post" action="${base}/subscriptions/${subscription.id}/switch" class="inline">
        <input type="hidden" name="price" value="${price.id}" /><button class="secondary" type="submit">
          Switch to ${name}
        </button>
      </form>`;
    });
}

function subscriptionSection(store: Store, session: PortalSession, subscription: Subscription): Html {
  const { item, price, name } = planOf(store, subscription);
  const amount = price && item ? money(price.unitAmount * item.quantity, price.currency) : '';
  const end = item ? longDate(item.periodEnd) : '';
  const action = `/p/session/${session.id}/subscriptions/${subscription.id}`;
  const canceling = subscription.cancelAtPeriodEnd || subscription.cancelAt !== null;
  return html`<section aria-label="Current plan">
    <h2>Current plan: ${name}</h2>
    <p>${amount} per month</p>
    ${subscription.status === 'past_due'
      ? html`<p class="alert" role="alert">Your last payment failed. Update your card to pay.</p>`
      : ''}
    ${canceling
      ? html`<p>Your plan will be canceled on ${longDate(subscription.cancelAt ?? item?.periodEnd ?? 0)}.</p>`
      : html`<p>Next billing date: ${end}</p>`}
    <div class="actions">
      ${canceling ? '' : switchButtons(store, session, subscription)}
      ${canceling
        ? html`<form method="post" action="${action}/resume" class="inline">
            <button class="primary" type="submit">Resume subscription</button>
          </form>`
        : html`<form method="post" action="${action}/cancel" class="inline">
            <button class="secondary" type="submit">Cancel subscription</button>
          </form>`}
    </div>
  </section>`;
}

function cardSection(store: Store, base: string, customer: Customer, error: string | undefined): Html {
  const method = customer.defaultPaymentMethod
    ? store.paymentMethods.get(customer.defaultPaymentMethod)
    : undefined;
  return html`<section aria-label="Payment method">
    <h2>Payment method</h2>
    <p>
      ${method
        ? `${method.brand.toUpperCase()} •••• ${method.last4}, expires ${method.expMonth}/${method.expYear}`
        : 'No card on file.'}
    </p>
    ${error ? html`<p class="alert" role="alert">${error}</p>` : ''}
    <form method="post" action="${base}/card">
      ${cardField('New card number', DEFAULT_CARD)}
      <div class="actions"><button class="secondary" type="submit">Update card</button></div>
    </form>
  </section>`;
}

/** The billing portal at the portal session's `url`. */
export function portalPage(
  store: Store,
  session: PortalSession,
  shown: { notice?: string; error?: string } = {},
): string {
  const customer = store.customers.get(session.customer);
  const base = `/p/session/${session.id}`;
  const live = [...store.subscriptions.values()].filter(
    (subscription) =>
      subscription.customer === session.customer &&
      !['canceled', 'incomplete_expired'].includes(subscription.status),
  );
  return page(
    'Billing — Simulated portal',
    PORTAL_BANNER,
    html`<h1>SiteDockets billing</h1>
      ${customer?.email ? html`<p class="muted">${customer.email}</p>` : ''}
      ${shown.notice ? html`<p class="notice" role="status">${shown.notice}</p>` : ''}
      ${live.length === 0
        ? html`<p>No active subscription.</p>`
        : live.map((subscription) => subscriptionSection(store, session, subscription))}
      ${customer ? cardSection(store, base, customer, shown.error) : ''}
      ${session.returnUrl
        ? html`<div class="actions">
            <a class="link-button primary" href="${session.returnUrl}">Return to SiteDockets</a>
          </div>`
        : ''}`,
  );
}
