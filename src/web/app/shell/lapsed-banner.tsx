import { CreditCard, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '../../../shared/roles';
import { can } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import { usePlan, usePlanRequiredWatch } from '../../lib/plan';

/** The banner's words: a failed renewal (Stripe still retrying), a trial that ran out, or an ended subscription. */
export function lapsedText(status: string): { title: string; detail: string } {
  if (status === 'past_due')
    return {
      title: 'Your last payment failed',
      detail: 'Update your card in the Billing Portal to keep your plan.',
    };
  return {
    title: status === 'none' ? 'Your free trial has ended' : 'Your subscription has lapsed',
    detail: 'Xero features are paused until you choose a plan. Dockets carry on as usual.',
  };
}

/**
 * DECISIONS 'Plans': a lapsed subscription shows a banner to admin and office only; workers and
 * foremen never see it (their role does not read the plan at all), and nothing in the field stops.
 */
export function LapsedBanner({ role }: { role: Role }) {
  const allowed = can(role, 'billing.read');
  usePlanRequiredWatch(allowed);
  const plan = usePlan(allowed);
  if (!allowed || !plan.data?.entitlement.lapsed) return null;
  const { title, detail } = lapsedText(plan.data.status);
  return (
    <section aria-label="Subscription notice" className="border-b border-red-200 bg-danger-soft">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-danger max-sm:hidden" />
        <p className="min-w-0 flex-1 text-sm text-red-900">
          <strong className="font-bold">{title}</strong>
          <span className="mx-1.5" aria-hidden="true">
            ·
          </span>
          {detail}
        </p>
        <Button asChild size="sm" variant="secondary">
          <Link to="/billing">
            <CreditCard aria-hidden="true" className="size-4" />
            Go to Billing
          </Link>
        </Button>
      </div>
    </section>
  );
}
