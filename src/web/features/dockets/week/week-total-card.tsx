import { Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { statusLabel, statusVariant } from '../docket-status';
import { plural, totalOf } from '../docket-summary';
import type { Docket } from '../types';

type WeekTotalCardProps = { dockets: readonly Docket[]; workerName: string | null; className?: string };

/** The week's total hours and how many dockets sit in each status. */
export function WeekTotalCard({ dockets, workerName, className }: WeekTotalCardProps) {
  const counts = new Map<string, { count: number; docket: Docket }>();
  for (const docket of dockets) {
    const label = statusLabel(docket);
    counts.set(label, { count: (counts.get(label)?.count ?? 0) + 1, docket });
  }
  return (
    <section
      aria-labelledby="week-total"
      className={cn('flex flex-col gap-3 rounded-card bg-night p-5 text-ink-inverse shadow-sm', className)}
    >
      <div className="flex items-center gap-2 text-sm font-semibold text-slate-300">
        <Clock aria-hidden="true" className="size-4" />
        <h2 id="week-total">Week total{workerName ? ` · ${workerName}` : ''}</h2>
      </div>
      <p className="text-4xl leading-none font-extrabold tabular-nums">
        {totalOf(dockets).hoursShort}
        <span className="ml-1.5 text-lg font-bold text-slate-300">hours</span>
      </p>
      <p className="text-sm text-slate-300">{plural(dockets.length, 'docket')} this week</p>
      {counts.size > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Dockets by status">
          {[...counts].map(([label, { count, docket }]) => (
            <li key={label}>
              <Badge variant={statusVariant(docket)}>
                {label} {count}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
