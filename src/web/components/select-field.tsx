import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';
import type { ControlProps } from './form-field';

type SelectControlProps = {
  control: ControlProps;
  /** The react-hook-form Controller's field. */
  field: { value?: string | undefined; onChange: (value: string) => void; onBlur?: () => void };
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
};

/** A Radix select wired to a FormField (label, message) and a react-hook-form Controller. */
export function SelectControl({ control, field, options, placeholder, disabled }: SelectControlProps) {
  return (
    <Select value={field.value ?? ''} onValueChange={field.onChange} disabled={disabled}>
      <SelectTrigger {...control} onBlur={field.onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
