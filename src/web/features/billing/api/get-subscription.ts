import { useQuery } from '@tanstack/react-query';
import { subscriptionQuery } from '../../../lib/plan';
import { hasLiveSubscription } from '../billing-state';

/**
 * The subscription as the billing page reads it: again whenever the tab regains focus (the portal
 * opens in a new tab, 002 §7, so coming back shows what was changed there), and every 2 s while
 * `waiting` and no subscription is live yet (a checkout just finished: Stripe's webhook may land a
 * moment after the browser).
 */
export function useSubscription(waiting: boolean) {
  return useQuery({
    ...subscriptionQuery(),
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      waiting && !(query.state.data && hasLiveSubscription(query.state.data)) ? 2000 : false,
  });
}
