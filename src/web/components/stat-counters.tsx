import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

export type StatCounter = { label: string; value: string | number; icon: LucideIcon; tone: string };

type StatCountersProps = {
  counters: readonly StatCounter[];
  /** Until the numbers arrive each shows a dash. */
  loaded: boolean;
  /** The grid's columns, e.g. 'grid-cols-3'. */
  className?: string;
};

/** A row of counters, each a big number over its label with a tinted icon (the log screens' header). */
export function StatCounters({ counters, loaded, className }: StatCountersProps) {
  return (
    <ul className={cn('grid grid-cols-3 gap-2 sm:gap-4', className)}>
      {counters.map(({ label, value, icon: Icon, tone }) => (
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
            <span className="text-2xl font-extrabold tabular-nums sm:text-3xl">{loaded ? value : '–'}</span>
            <span className="text-sm font-semibold text-ink-muted">{label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
