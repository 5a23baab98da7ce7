import { cn } from '../lib/cn';

type SegmentedFilterProps<T extends string> = {
  /** What the buttons choose, for screen readers ('Show e-mails'). */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The layout on small screens, e.g. 'grid-cols-2 sm:flex'. */
  className?: string;
};

/** A row of toggle buttons of which one is pressed: a list's filter. */
export function SegmentedFilter<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedFilterProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('grid grid-cols-2 gap-1 rounded-xl bg-slate-200 p-1 sm:flex', className)}
    >
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'focus-ring min-h-11 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-1',
              active
                ? 'bg-night text-ink-inverse shadow-sm'
                : 'text-slate-700 hover:bg-white/60 hover:text-ink',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
