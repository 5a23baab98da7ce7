import { Users } from 'lucide-react';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import type { CompanyPerson } from '../types';
import { fullName } from '../../../../shared/people';

type WorkerSelectProps = {
  people: readonly CompanyPerson[];
  value: number | null;
  meId: number;
  loading: boolean;
  onChange: (id: number) => void;
};

const nameOf = (p: CompanyPerson) => fullName(p) || p.username;

/** Admin and office pick whose week to see (spec 001 §2.1); other workers' weeks are read-only. */
export function WorkerSelect({ people, value, meId, loading, onChange }: WorkerSelectProps) {
  const sorted = [...people].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  return (
    <div className="grid gap-1.5 sm:max-w-sm">
      <Label htmlFor="worker-selection" className="gap-1.5">
        <Users aria-hidden="true" className="size-4 text-ink-muted" />
        Worker Selection
      </Label>
      <Select
        value={value === null ? '' : String(value)}
        onValueChange={(id) => onChange(Number(id))}
        disabled={loading}
      >
        <SelectTrigger id="worker-selection">
          <SelectValue placeholder={loading ? 'Loading workers…' : 'Choose a worker'} />
        </SelectTrigger>
        <SelectContent>
          {sorted.map((person) => (
            <SelectItem key={person.id} value={String(person.id)}>
              {nameOf(person)}
              {person.id === meId ? ' (you)' : ''}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
