import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast-store';
import { checkoutReturnOf, type CheckoutReturn } from './billing-state';

/**
 * How the browser came back from Stripe Checkout (`/billing?checkout=success|cancel`): a toast, read
 * once, then the parameter taken out of the address so a reload does not repeat it. `success` is
 * returned so the page can read the subscription until Stripe's webhook has landed.
 */
export function useCheckoutReturn(): CheckoutReturn {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(() => checkoutReturnOf(params.get('checkout')));
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'success') {
      toast({ title: 'Subscription started', description: 'Thank you. Your plan is being set up.' });
    } else {
      toast({
        title: 'Checkout canceled',
        description: 'No subscription was created and nothing was charged.',
      });
    }
    setParams({}, { replace: true });
  }, [outcome, setParams]);
  return outcome;
}
