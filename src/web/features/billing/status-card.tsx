import { CalendarClock, CircleAlert, FlaskConical, Users } from 'lucide-react';
import { formatInstant } from '../../../shared/dates';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { daysLeft, type Subscription } from '../../lib/plan';
import { cancelNotice, periodLine, planName, statusBadge, TRIAL_BADGE, workersLine } from './billing-state';

/** 002 §2: the current status with the next billing date, and the cancel-at-period-end notice. */
export function StatusCard({ sub, timeZone }: { sub: Subscription; timeZone: string }) {
  const trial = sub.entitlement.plan === 'trial';
  const badge = trial && sub.status === 'none' ? TRIAL_BADGE : statusBadge(sub.status);
  const period = periodLine(sub, timeZone);
  const cancelling = cancelNotice(sub, timeZone);
  const name = planName(sub.plan);
  const workers = workersLine(sub);
  const days = daysLeft(sub.entitlement.trialEndsAt);
  return (
    <Card aria-labelledby="billing-status-title" role="region" className="grid gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id="billing-status-title" className="text-lg font-bold">
          Current Subscription
        </h2>
        <Badge variant={badge.variant}>
          <span className="sr-only">Status: </span>
          <span>{badge.label}</span>
        </Badge>
      </div>
      <dl className="grid gap-3 text-base sm:grid-cols-2">
        <div className="grid content-start gap-0.5">
          <dt className="text-sm text-ink-muted">Plan</dt>
          <dd className="font-semibold">{name ?? (trial ? 'Free trial' : 'None')}</dd>
        </div>
        {period && (
          <div className="grid content-start gap-0.5">
            <dt className="text-sm text-ink-muted">{period.label}</dt>
            <dd className="flex items-center gap-1.5 font-semibold">
              <CalendarClock aria-hidden="true" className="size-4 text-ink-muted" />
              {period.date}
            </dd>
          </div>
        )}
        {trial && (
          <div className="grid content-start gap-0.5">
            <dt className="text-sm text-ink-muted">Trial period</dt>
            <dd className="font-semibold">
              Trial: {days === 1 ? '1 day' : `${days} days`} left
              <span className="block text-sm font-normal text-ink-muted">
                Every feature, Xero included, until{' '}
                {formatInstant(sub.entitlement.trialEndsAt, timeZone, 'date')}.
              </span>
            </dd>
          </div>
        )}
        <div className="grid content-start gap-0.5">
          <dt className="text-sm text-ink-muted">Workers</dt>
          <dd className="flex items-center gap-1.5 font-semibold">
            <Users aria-hidden="true" className="size-4 text-ink-muted" />
            {workers.text}
          </dd>
        </div>
      </dl>
      {workers.over && (
        <p className="rounded-lg border border-amber-300 bg-brand-soft px-3 py-2 text-sm">
          Your company has {sub.workerCount} active workers; plans include up to {sub.workerLimit}. Everyone
          can keep recording dockets. Contact support to talk about more workers.
        </p>
      )}
      {cancelling && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-orange-300 bg-orange-50 px-3 py-2 text-sm font-semibold text-orange-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {cancelling}
        </p>
      )}
      {sub.simulated && (
        <p className="flex items-start gap-2 rounded-lg border border-dashed border-line-strong bg-surface-muted px-3 py-2 text-sm">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          <span>
            <strong>Simulated checkout — no real card is charged.</strong> This server has no Stripe key:
            checkout and the billing portal run on a local Stripe simulator.
          </span>
        </p>
      )}
    </Card>
  );
}
