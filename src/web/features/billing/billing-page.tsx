import { useEffect, useState } from 'react';
import { can } from '../../../shared/roles';
import { BILLING_MSG } from '../../../shared/billing/schemas';
import { AccessDenied } from '../../components/access-denied';
import { LoadFailed } from '../../components/load-failed';
import { LoadingText } from '../../components/ui/spinner';
import { useAuth } from '../auth/api';
import { useSubscription } from './api/get-subscription';
import { HelpCard } from './help-card';
import { PlanCards } from './plan-cards';
import { SetupNotice } from './setup-notice';
import { StatusCard } from './status-card';
import { useCheckoutReturn } from './use-checkout-return';

/** How long the page waits for Stripe's webhook after a completed checkout before it stops asking. */
const WAIT_FOR_WEBHOOK_MS = 30_000;

/** /billing (002 §2 'Billing and Subscription'): admin and office. */
export default function BillingPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  if (!can(user.role, 'pages.billing')) {
    return <AccessDenied message="Only administrators and office staff can manage billing." />;
  }
  return <Billing timeZone={company.timeZone} />;
}

function Billing({ timeZone }: { timeZone: string }) {
  const checkout = useCheckoutReturn();
  const [timedOut, setTimedOut] = useState(false);
  const query = useSubscription(checkout === 'success' && !timedOut);
  useEffect(() => {
    if (checkout !== 'success') return;
    const timer = setTimeout(() => setTimedOut(true), WAIT_FOR_WEBHOOK_MS);
    return () => clearTimeout(timer);
  }, [checkout]);

  return (
    <main className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Billing and Subscription</h1>
        <p className="text-base text-ink-muted">Your plan, the next billing date and your card.</p>
      </header>
      {query.data ? (
        <>
          <StatusCard sub={query.data} timeZone={timeZone} />
          {query.data.setupIncomplete && <SetupNotice />}
          <PlanCards sub={query.data} />
          <HelpCard />
        </>
      ) : query.isError ? (
        <LoadFailed title={BILLING_MSG.fetchFailed} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingText label="Loading subscription…" className="justify-center py-10 text-base" />
      )}
    </main>
  );
}
