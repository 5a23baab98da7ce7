import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '../../../shared/api/error-codes';
import type { PlanId } from '../../../shared/billing/plans';
import { BILLING_MSG } from '../../../shared/billing/schemas';
import { api } from '../../lib/api';
import { failureOf, toastFailure } from '../../lib/failure';
import { subscriptionQuery } from '../../lib/plan';
import { toast } from '../../lib/toast-store';
import { useWritingMutation } from '../../lib/use-writing-mutation';
import { hasLiveSubscription } from './billing-state';

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

/** The server found the installation's Stripe not set up: the page reads the state again to say so. */
const notSetUp = (error: unknown): boolean => failureOf(error)?.code === ErrorCode.BILLING_NOT_SET_UP;

const CHECKOUT = {
  base: { key: 'POST /api/billing/create-subscription', failed: BILLING_MSG.createFailed },
  pro: { key: 'POST /api/billing/create-pro-subscription', failed: BILLING_MSG.createProFailed },
} as const;

/**
 * Subscribe to a plan (002 §7): the server answers with Stripe Checkout's address, where the browser
 * goes, or with hasSubscription: 'Already Subscribed' and the subscription is read again (002 §8).
 */
export function useSubscribe(plan: PlanId) {
  const client = useQueryClient();
  const mutation = useWritingMutation({
    mutationFn: (_: void, idempotencyKey) => api(CHECKOUT[plan].key, { idempotencyKey }),
    onSuccess: async (reply) => {
      if ('sessionUrl' in reply) {
        window.location.assign(reply.sessionUrl);
        return;
      }
      toast({ title: BILLING_MSG.alreadyTitle, description: BILLING_MSG.alreadyText });
      await client.invalidateQueries({ queryKey: subscriptionQuery().queryKey });
    },
    onError: (error) => {
      toastFailure('Error', error, CHECKOUT[plan].failed);
      if (notSetUp(error)) void client.invalidateQueries({ queryKey: subscriptionQuery().queryKey });
    },
  });
  // Still pending after a sessionUrl: the page is leaving for checkout.
  const leaving = mutation.isSuccess && 'sessionUrl' in mutation.data;
  return { subscribe: () => mutation.mutate(), pending: mutation.isPending || leaving };
}

/**
 * 'Manage Billing' (002 §7): Stripe's billing portal in a new tab. The tab is opened at the click
 * (a tab opened after an awaited call is a pop-up browsers block) and sent on once the address comes.
 */
export function useBillingPortal() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (_tab: Window | null) => api('POST /api/billing/portal'),
    onSuccess: ({ url }, tab) => {
      if (tab && !tab.closed) tab.location.href = url;
      else window.location.assign(url);
    },
    onError: (error, tab) => {
      tab?.close();
      toastFailure('Error', error, BILLING_MSG.portalFailed);
      if (notSetUp(error)) void client.invalidateQueries({ queryKey: subscriptionQuery().queryKey });
    },
  });
  const open = () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    mutation.mutate(tab);
  };
  return { open, pending: mutation.isPending };
}
