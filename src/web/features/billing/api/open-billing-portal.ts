import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_MSG } from '../../../../shared/billing/schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { subscriptionQuery } from '../../../lib/plan';
import { notSetUp } from '../billing-state';

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
