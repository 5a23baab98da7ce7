import { CircleCheckBig, CircleX, Info, Mails } from 'lucide-react';
import { StatCounters, type StatCounter } from '../../../components/stat-counters';
import type { countLogs } from './count-logs';

type Counts = ReturnType<typeof countLogs>;

const counters = (counts: Counts): StatCounter[] => [
  { label: 'Total Emails', value: counts.total, icon: Mails, tone: 'bg-slate-100 text-slate-800' },
  { label: 'Successful', value: counts.success, icon: CircleCheckBig, tone: 'bg-green-100 text-green-800' },
  { label: 'Failed', value: counts.failed, icon: CircleX, tone: 'bg-red-100 text-red-800' },
];

const NONE: Counts = { total: 0, success: 0, failed: 0, notSent: 0 };

/** Total Emails, Successful, Failed (spec 002 §2); not-delivered mail counts in the total only. */
export function LogCounters({ counts }: { counts: Counts | null }) {
  return (
    <section aria-label="E-mail counts" className="grid gap-2">
      <StatCounters counters={counters(counts ?? NONE)} loaded={counts !== null} />
      {counts && counts.notSent > 0 && (
        <p className="flex items-start gap-1.5 text-sm text-ink-muted">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {counts.notSent} not delivered (no mail server is configured): counted in Total Emails only.
          </span>
        </p>
      )}
    </section>
  );
}
