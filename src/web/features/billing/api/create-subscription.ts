import { useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '../../../../shared/billing/plans';
import { BILLING_MSG } from '../../../../shared/billing/schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { subscriptionQuery } from '../../../lib/plan';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { notSetUp } from '../billing-state';

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
