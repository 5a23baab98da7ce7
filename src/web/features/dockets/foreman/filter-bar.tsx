import { cn } from '../../../lib/cn';
import type { ForemanFilter } from './access-store';

type FilterBarProps = {
  value: ForemanFilter;
  counts: Record<ForemanFilter, number>;
  onChange: (filter: ForemanFilter) => void;
};

const LABELS: Record<ForemanFilter, string> = { all: 'All', pending: 'Pending', approved: 'Approved' };

/** Filter buttons All, Pending, Approved with their counts (spec 001 §2.6). */
export function FilterBar({ value, counts, onChange }: FilterBarProps) {
  return (
    <div
      role="group"
      aria-label="Show dockets"
      className="grid grid-cols-3 gap-1 rounded-xl bg-slate-200 p-1"
    >
      {(Object.keys(LABELS) as ForemanFilter[]).map((filter) => {
        const active = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter)}
            className={cn(
              'focus-ring flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-base leading-tight font-semibold transition-colors sm:min-h-12 sm:flex-row sm:gap-2',
              active
                ? 'bg-night text-ink-inverse shadow-sm'
                : 'text-slate-700 hover:bg-white/60 hover:text-ink',
            )}
          >
            {LABELS[filter]}
            <span
              className={cn(
                'min-w-7 rounded-full px-1.5 py-0.5 text-sm tabular-nums',
                active ? 'bg-brand text-brand-foreground' : 'bg-white text-ink',
              )}
            >
              {counts[filter]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
