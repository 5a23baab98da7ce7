import { SendToBack } from 'lucide-react';
import type { PayPeriod } from '../../../shared/payroll/hours';
import type { SubmissionStatus } from '../../../shared/payroll/schemas';
import { ProFeature } from '../../components/available-on-pro';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useStartRun } from './api/start-payroll-run';
import { failureTitle } from './submission';
import { useLatestRun } from './api/get-latest-run';
import { usePayrollRun } from './api/get-payroll-run';
import type { PayrollRun } from './api/types';

const STATUS: Record<SubmissionStatus, { label: string; variant: BadgeVariant }> = {
  queued: { label: 'Waiting', variant: 'neutral' },
  sending: { label: 'Sending', variant: 'blue' },
  sent: { label: 'Sent', variant: 'green' },
  updated: { label: 'Updated', variant: 'green' },
  skipped: { label: 'Skipped', variant: 'yellow' },
  failed: { label: 'Failed', variant: 'red' },
};

type WholePeriodProps = {
  companyId: number;
  period: PayPeriod;
  overtimeThreshold: number;
  /** Why the period cannot be submitted now, or null. */
  blocked: string | null;
};

/** Issue 15: 'Submit whole period' for every mapped employee, its progress and each one's result. */
export function WholePeriod({ companyId, period, overtimeThreshold, blocked }: WholePeriodProps) {
  const latest = useLatestRun(companyId, period);
  const start = useStartRun(companyId, period, overtimeThreshold);
  const run = usePayrollRun(companyId, latest.data?.run ?? null).data ?? null;
  const running = run !== null && run.status !== 'done';
  return (
    <Card role="region" aria-labelledby="whole-period" className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id="whole-period" className="text-lg font-bold">
            Whole period
          </h2>
          <p className="text-sm text-ink-muted">
            Sends every mapped employee&apos;s hours for this period to Xero, one timesheet each.
          </p>
        </div>
        <div className="grid justify-items-end gap-1 max-sm:w-full">
          <ProFeature label="Submit whole period" variant="secondary">
            <Button
              variant="secondary"
              onClick={() => start.mutate()}
              disabled={blocked !== null || start.isPending || running}
              aria-describedby={blocked ? 'whole-period-hint' : undefined}
              className="max-sm:w-full"
            >
              {start.isPending || running ? <Spinner /> : <SendToBack aria-hidden="true" />}
              Submit whole period
            </Button>
          </ProFeature>
          {blocked && (
            <p id="whole-period-hint" className="text-sm text-ink-muted">
              {blocked}
            </p>
          )}
        </div>
      </div>
      {run && <RunResults run={run} />}
    </Card>
  );
}

function RunResults({ run }: { run: PayrollRun }) {
  const done = run.status === 'done';
  return (
    <div className="grid gap-2 border-t border-line pt-3">
      <div className="grid gap-1">
        <p role="status" className="text-sm font-semibold">
          {done
            ? `Finished: ${run.finished} of ${run.total} employees`
            : `Submitting… ${run.finished} of ${run.total} employees`}
        </p>
        <progress
          className="h-2 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand"
          max={Math.max(run.total, 1)}
          value={run.finished}
          aria-label="Employees submitted"
        />
      </div>
      <ul aria-label="Results per employee" className="grid gap-1.5">
        {run.items.map((item) => (
          <li key={item.userId} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
            <span className="font-semibold">{item.workerName}</span>
            <Badge variant={STATUS[item.status].variant}>{STATUS[item.status].label}</Badge>
            {item.totalHours && <span className="tabular-nums">{item.totalHours} hours</span>}
            {item.message && (
              <span className="basis-full text-ink-muted">
                {item.status === 'failed' ? `${failureTitle(item.code)}: ` : ''}
                {item.message}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
