import { cn } from '../../lib/cn';

type Option<T extends string> = { value: T; label: string };

type SegmentedProps<T extends string> = {
  name: string;
  legend: string;
  options: readonly Option<T>[];
  value: T;
  onValueChange: (value: T) => void;
  disabled?: boolean;
  /** Hide the legend visually (it still names the group). */
  hideLegend?: boolean;
};

/** A choice of two or three, as radio buttons that look like one segmented control. */
export function Segmented<T extends string>(props: SegmentedProps<T>) {
  const { name, legend, options, value, onValueChange, disabled, hideLegend } = props;
  return (
    <fieldset className="grid min-w-0 gap-1.5" disabled={disabled}>
      <legend className={cn('mb-1.5 text-sm font-semibold', hideLegend && 'sr-only')}>{legend}</legend>
      <div className="flex rounded-xl bg-slate-200 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-3 text-center',
              'text-sm font-semibold text-ink-muted transition-colors has-[:focus-visible]:outline-3',
              'has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              option.value === value && 'bg-surface text-ink shadow-sm',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onValueChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
