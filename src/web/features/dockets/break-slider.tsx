import { Slider } from '../../components/ui/slider';
import { BREAK_SLIDER } from './default-times';

type BreakSliderProps = {
  id: string;
  value: number;
  onValueChange: (minutes: number) => void;
  /** Accessible name of the thumb when a page has several. */
  label?: string;
  disabled?: boolean;
};

/** Break in minutes: 0 to 120 in 15-minute steps (spec 001 §9). */
export function BreakSlider({
  id,
  value,
  onValueChange,
  label = 'Break minutes',
  disabled,
}: BreakSliderProps) {
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-semibold">Break</span>
        <output className="text-sm font-bold tabular-nums" aria-live="polite">
          {value} min
        </output>
      </div>
      <Slider
        id={id}
        thumbLabel={label}
        min={BREAK_SLIDER.min}
        max={BREAK_SLIDER.max}
        step={BREAK_SLIDER.step}
        value={[Math.min(value, BREAK_SLIDER.max)]}
        onValueChange={([minutes]) => onValueChange(minutes ?? 0)}
        disabled={disabled}
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-ink-muted">
        <span>0</span>
        <span>30</span>
        <span>60</span>
        <span>90</span>
        <span>120 min</span>
      </div>
    </div>
  );
}
