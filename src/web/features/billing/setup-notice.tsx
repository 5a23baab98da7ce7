import { Wrench } from 'lucide-react';
import { BILLING_MSG } from '../../../shared/billing/schemas';
import { Card } from '../../components/ui/card';

/**
 * Shown instead of a bare failure when the server found the installation's Stripe not set up (the
 * plans' prices or the saved portal configuration missing): checkout and the portal cannot open yet.
 */
export function SetupNotice() {
  return (
    <Card
      role="region"
      aria-labelledby="billing-setup-title"
      className="grid gap-2 border-amber-300 bg-brand-soft p-5 sm:p-6"
    >
      <h2 id="billing-setup-title" className="flex items-center gap-2 text-lg font-bold">
        <Wrench aria-hidden="true" className="size-5" />
        {BILLING_MSG.notSetUpTitle}
      </h2>
      <p className="text-base">{BILLING_MSG.notSetUpText}</p>
    </Card>
  );
}
