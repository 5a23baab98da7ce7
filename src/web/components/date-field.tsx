import { cn } from '../lib/cn';
import { Input } from './ui/input';
import { Label } from './ui/label';

type DateFieldProps = {
  id: string;
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  /** The day picked, or undefined when the field was cleared. */
  onChange: (value: string | undefined) => void;
  className?: string;
};

/** One end of a date range in a filter bar: a labelled calendar day, or none. */
export function DateField({ id, label, value, min, max, onChange, className }: DateFieldProps) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className={cn('min-w-0', className)}
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </div>
  );
}
