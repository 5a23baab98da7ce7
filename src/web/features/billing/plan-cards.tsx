import { Check, CircleCheckBig, CreditCard, ExternalLink, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { PLANS, type PlanId } from '../../../shared/billing/plans';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import type { Subscription } from '../../lib/plan';
import { useSubscribe } from './api/create-subscription';
import { useBillingPortal } from './api/open-billing-portal';
import { hasAnySubscription, hasLiveSubscription, isCurrentPlan } from './billing-state';

const headingId = (plan: PlanId) => `plan-${plan}-title`;

function PlanCard({ plan, highlight, children }: { plan: PlanId; highlight?: boolean; children: ReactNode }) {
  const { name, priceAud, features } = PLANS[plan];
  return (
    <Card
      role="region"
      aria-labelledby={headingId(plan)}
      className={`flex flex-col gap-4 p-5 sm:p-6 ${highlight ? 'border-2 border-brand' : ''}`}
    >
      <div className="grid gap-1">
        <h2 id={headingId(plan)} className="flex flex-wrap items-center gap-2 text-lg font-bold">
          {name}
          {plan === 'pro' && (
            <Badge variant="brand">
              <Sparkles aria-hidden="true" />
              Xero
            </Badge>
          )}
        </h2>
        <p>
          <span className="text-3xl font-extrabold tracking-tight">{priceAud} AUD</span>
          <span className="text-ink-muted"> per month</span>
        </p>
      </div>
      <ul className="grid gap-2 text-base" aria-label={`${name} features`}>
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto grid gap-2">{children}</div>
    </Card>
  );
}

function CurrentPlan() {
  return (
    <p className="flex min-h-11 items-center justify-center gap-2 rounded-lg bg-green-100 px-4 font-semibold text-green-800">
      <CircleCheckBig aria-hidden="true" className="size-5" />
      Current plan
    </p>
  );
}

/** In place of a button while the installation's Stripe is not set up (the notice above says why). */
function NotSetUp() {
  return <p className="text-sm text-ink-muted">Available once billing is set up.</p>;
}

function SubscribeButton({ plan, label, sub }: { plan: PlanId; label: string; sub: Subscription }) {
  const { subscribe, pending } = useSubscribe(plan);
  if (sub.setupIncomplete) return <NotSetUp />;
  return (
    <Button
      size="lg"
      variant={plan === 'pro' ? 'default' : 'secondary'}
      onClick={subscribe}
      disabled={pending}
    >
      {pending ? <Spinner /> : <CreditCard aria-hidden="true" />}
      {label}
    </Button>
  );
}

/**
 * 002 §2 and §9: '{product} - PRO' (subscribe, or 'Current plan'), '{product} Base' (its subscribe
 * button only with no subscription) and 'Billing Portal' (Manage Billing only with a subscription).
 */
export function PlanCards({ sub }: { sub: Subscription }) {
  const live = hasLiveSubscription(sub);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <PlanCard plan="pro" highlight>
        {isCurrentPlan(sub, 'pro') ? (
          <CurrentPlan />
        ) : (
          <>
            <SubscribeButton plan="pro" label="Subscribe to PRO" sub={sub} />
            {live && (
              <p className="text-sm text-ink-muted">Already on Base? Switch plans in the Billing Portal.</p>
            )}
          </>
        )}
      </PlanCard>
      <PlanCard plan="base">
        {isCurrentPlan(sub, 'base') ? (
          <CurrentPlan />
        ) : (
          !live && <SubscribeButton plan="base" label="Subscribe to Base" sub={sub} />
        )}
      </PlanCard>
      <PortalCard sub={sub} />
    </div>
  );
}

function PortalCard({ sub }: { sub: Subscription }) {
  const { open, pending } = useBillingPortal();
  return (
    <Card role="region" aria-labelledby="portal-title" className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 id="portal-title" className="text-lg font-bold">
        Billing Portal
      </h2>
      <p className="text-base text-ink-muted">
        Change plan, update your card, download invoices, or cancel. Opens in a new tab.
      </p>
      <div className="mt-auto grid gap-2">
        {sub.setupIncomplete ? (
          <NotSetUp />
        ) : hasAnySubscription(sub) ? (
          <Button size="lg" variant="outline" onClick={open} disabled={pending}>
            {pending ? <Spinner /> : <ExternalLink aria-hidden="true" />}
            Manage Billing
          </Button>
        ) : (
          <p className="text-sm text-ink-muted">Available once you have a subscription.</p>
        )}
      </div>
    </Card>
  );
}
