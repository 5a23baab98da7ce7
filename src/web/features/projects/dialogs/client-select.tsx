import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import type { ControlProps } from '../../../components/form-field';
import { useClients } from '../../clients/api';

const NONE = 'none';

type ClientSelectProps = ControlProps & {
  companyId: number;
  value: number | null | undefined;
  onChange: (clientId: number | null) => void;
  disabled?: boolean;
};

/** A client picker with "No client" (spec 002 §4: a project's client can be set or cleared). */
export function ClientSelect({ companyId, value, onChange, disabled, ...control }: ClientSelectProps) {
  const clients = useClients(companyId);
  return (
    <Select
      value={value ? String(value) : NONE}
      onValueChange={(next) => onChange(next === NONE ? null : Number(next))}
      disabled={disabled || clients.isPending}
    >
      <SelectTrigger {...control}>
        <SelectValue placeholder={clients.isPending ? 'Loading clients…' : 'Choose a client'} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>No client</SelectItem>
        {clients.data?.map((client) => (
          <SelectItem key={client.id} value={String(client.id)}>
            {client.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
