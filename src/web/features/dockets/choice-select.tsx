import type { Ref } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';

export type Choice = { id: number; label: string; hint?: string };

type ChoiceSelectProps = {
  id: string;
  choices: readonly Choice[];
  value: number | null;
  onChange: (id: number) => void;
  placeholder: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The trigger, so a form can focus the first invalid field. */
  ref?: Ref<HTMLButtonElement>;
};

/** A select over records by id (projects, rate items). */
export function ChoiceSelect({
  id,
  choices,
  value,
  onChange,
  placeholder,
  disabled,
  invalid,
  describedBy,
  ref,
}: ChoiceSelectProps) {
  return (
    <Select
      value={value === null ? '' : String(value)}
      onValueChange={(v) => onChange(Number(v))}
      disabled={disabled}
    >
      <SelectTrigger ref={ref} id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.id} value={String(choice.id)}>
            {choice.label}
            {choice.hint && <span className="ml-1.5 text-sm text-ink-muted">{choice.hint}</span>}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
