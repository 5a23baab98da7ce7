import type { XeroWebhooks } from './deliver';

/** What /__control/state shows of the webhook: its URL, retry policy and deliveries; never the key. */
export function webhookState(webhooks: XeroWebhooks) {
  return {
    url: webhooks.target?.url ?? null,
    retry: webhooks.retry,
    deliveries: webhooks.deliveries.map(({ body: _body, ...delivery }) => delivery),
  };
}
