import { CircleCheckBig, CircleX, Info, Mails, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { countLogs } from './queries';

type Counts = ReturnType<typeof countLogs>;
type Counter = { label: string; value: number; icon: LucideIcon; tone: string };

const counters = (counts: Counts): Counter[] => [
  { label: 'Total Emails', value: counts.total, icon: Mails, tone: 'bg-slate-100 text-slate-800' },
  { label: 'Successful', value: counts.success, icon: CircleCheckBig, tone: 'bg-green-100 text-green-800' },
  { label: 'Failed', value: counts.failed, icon: CircleX, tone: 'bg-red-100 text-red-800' },
];

const NONE: Counts = { total: 0, success: 0, failed: 0, notSent: 0 };

/** Total Emails, Successful, Failed (spec 002 §2); not-delivered mail counts in the total only. */
export function LogCounters({ counts }: { counts: Counts | null }) {
  return (
    <section aria-label="E-mail counts" className="grid gap-2">
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {counters(counts ?? NONE).map(({ label, value, icon: Icon, tone }) => (
          <li
            key={label}
            className="flex items-start gap-4 rounded-card border border-line bg-surface p-3 shadow-sm sm:items-center sm:p-5"
          >
            <span
              className={cn('hidden size-11 shrink-0 items-center justify-center rounded-lg sm:flex', tone)}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <p className="grid">
              <span className="text-2xl font-extrabold tabular-nums sm:text-3xl">{counts ? value : '–'}</span>
              <span className="text-sm font-semibold text-ink-muted">{label}</span>
            </p>
          </li>
        ))}
      </ul>
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
