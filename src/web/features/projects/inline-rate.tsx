import { CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { projectRateField } from '../../../shared/projects/rate-items-schemas';
import { Input } from '../../components/ui/input';

type InlineRateProps = {
  name: string;
  unit: string;
  rate: string;
  onSave: (rate: number) => Promise<unknown>;
};

/**
 * The project rate, editable in place (spec 002 §5): a number of 0 or more, saved on Enter or when
 * the field is left, and only if it changed; a failed save puts the saved rate back. Remount (key) it when the saved rate changes.
 */
export function InlineRate({ name, unit, rate, onSave }: InlineRateProps) {
  const [value, setValue] = useState(rate);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const commit = () => {
    const parsed = projectRateField.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Rate must be 0 or more');
      return;
    }
    setError(null);
    if (parsed.data !== Number(rate)) onSave(parsed.data).catch(() => setValue(rate));
  };
  return (
    <div className="grid gap-1">
      <div className="flex items-center">
        <span className="inline-flex h-11 items-center rounded-l-lg border border-r-0 border-line-strong bg-canvas px-2.5 font-semibold text-ink-muted">
          $
        </span>
        <Input
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          aria-label={`Rate for ${name} per ${unit}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-28 rounded-l-none text-right tabular-nums"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
      </div>
      {error && (
        <p id={errorId} className="flex items-center gap-1 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="size-4" />
          {error}
        </p>
      )}
    </div>
  );
}
