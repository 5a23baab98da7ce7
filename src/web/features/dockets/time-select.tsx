import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { fieldClasses } from '../../components/ui/input';
import { cn } from '../../lib/cn';

/** Every quarter hour of the day, "00:00" … "23:45" (spec 001 §5: entry rows every 15 minutes). */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: 96 }, (_, i) => {
  const h = String(Math.floor(i / 4)).padStart(2, '0');
  return `${h}:${String((i % 4) * 15).padStart(2, '0')}`;
});

type TimeSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A time of day from a native list: the phone's own picker wheel, big and quick with gloves on.
 * A stored time off the quarter-hour grid stays selectable.
 */
export function TimeSelect({ value, onValueChange, className, ...props }: TimeSelectProps) {
  const choices = QUARTER_HOURS.includes(value) || !value ? QUARTER_HOURS : [...QUARTER_HOURS, value].sort();
  return (
    <div className="relative">
      <select
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(fieldClasses, 'h-11 appearance-none pr-9 font-medium tabular-nums', className)}
        {...props}
      >
        {!value && <option value="">--:--</option>}
        {choices.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
