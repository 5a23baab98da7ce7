import { cn } from '../../lib/cn';
import { FILTERS } from './labels';
import type { LogFilter as Filter } from './types';

/** All Emails, Successful Only, Failed Only, Not delivered. */
export function LogFilter({ value, onChange }: { value: Filter; onChange: (filter: Filter) => void }) {
  return (
    <div
      role="group"
      aria-label="Show e-mails"
      className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200 p-1 sm:flex"
    >
      {FILTERS.map((filter) => {
        const active = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter.value)}
            className={cn(
              'focus-ring min-h-11 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-1',
              active
                ? 'bg-night text-ink-inverse shadow-sm'
                : 'text-slate-700 hover:bg-white/60 hover:text-ink',
            )}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
