import type { ControlProps } from './form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

const NONE = 'none';

type ClientSelectProps = ControlProps & {
  /** The company's clients; undefined while they load. */
  clients: readonly { id: number; name: string }[] | undefined;
  value: number | null | undefined;
  onChange: (clientId: number | null) => void;
  disabled?: boolean;
};

/** A client picker with "No client" (spec 002 §4: a project's or an invoice's client can be set or cleared). */
export function ClientSelect({ clients, value, onChange, disabled, ...control }: ClientSelectProps) {
  return (
    <Select
      value={value ? String(value) : NONE}
      onValueChange={(next) => onChange(next === NONE ? null : Number(next))}
      disabled={disabled || !clients}
    >
      <SelectTrigger {...control}>
        <SelectValue placeholder={clients ? 'Choose a client' : 'Loading clients…'} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>No client</SelectItem>
        {clients?.map((client) => (
          <SelectItem key={client.id} value={String(client.id)}>
            {client.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
