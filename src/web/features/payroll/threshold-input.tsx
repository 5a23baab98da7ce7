import { useEffect, useRef, useState } from 'react';
import { OVERTIME_THRESHOLD_MESSAGE } from '../../../shared/payroll/schemas';
import { MAX_OVERTIME_THRESHOLD } from '../../../shared/payroll/hours';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { thresholdOf } from './threshold';

const SAVE_DELAY_MS = 700;

type ThresholdProps = {
  saved: number;
  /** Called at once with every valid value (the sheets follow it), and `save` after a pause. */
  onChange: (hours: number) => void;
  save: (hours: number) => void;
};

/** 'Daily overtime threshold': number, min 0, step 1; saved for the company when it settles. */
export function ThresholdInput({ saved, onChange, save }: ThresholdProps) {
  const [text, setText] = useState(String(saved));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ hours: number; save: (hours: number) => void } | null>(null);
  // Leaving the page before the pause ends still saves the last valid value.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (pending.current) pending.current.save(pending.current.hours);
    },
    [],
  );
  const value = thresholdOf(text);

  const change = (next: string) => {
    setText(next);
    if (timer.current) clearTimeout(timer.current);
    pending.current = null;
    const hours = thresholdOf(next);
    if (hours === null) return;
    onChange(hours);
    if (hours === saved) return;
    pending.current = { hours, save };
    timer.current = setTimeout(() => {
      pending.current = null;
      save(hours);
    }, SAVE_DELAY_MS);
  };

  return (
    <div className="grid gap-1.5 max-sm:w-full">
      <Label htmlFor="overtime-threshold">Daily overtime threshold (hours)</Label>
      <Input
        id="overtime-threshold"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_OVERTIME_THRESHOLD}
        step={1}
        value={text}
        onChange={(event) => change(event.target.value)}
        aria-invalid={value === null}
        aria-describedby={value === null ? 'overtime-threshold-error' : 'overtime-threshold-hint'}
        className="sm:w-40"
      />
      {value === null ? (
        <p id="overtime-threshold-error" role="alert" className="text-sm font-medium text-danger">
          {OVERTIME_THRESHOLD_MESSAGE}
        </p>
      ) : (
        <p id="overtime-threshold-hint" className="text-sm text-ink-muted">
          Hours a day above this are overtime.
        </p>
      )}
    </div>
  );
}
