import { can } from '../../../../shared/roles';
import type { ActivityFilter } from '../../../../shared/company/activity-schemas';
import { ACTIVITY_KINDS, type ActivityKind } from '../../../../shared/company/activity-kinds';
import { fullName } from '../../../../shared/people';
import { DateField } from '../../../components/date-field';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useCompanyUsers } from '../api/get-company-users';

const ANY = 'any';

type FiltersProps = { companyId: number; value: ActivityFilter; onChange: (next: ActivityFilter) => void };

/** Person, kind and a date range (the company's days, both ends included). */
export function ActivityFilters({ companyId, value, onChange }: FiltersProps) {
  const users = useCompanyUsers(companyId);
  const people = (users.data ?? []).filter((u) => can(u.role, 'activity.recorded'));
  const pick = (key: 'userId' | 'kind', raw: string) =>
    onChange({
      ...value,
      [key]: raw === ANY ? undefined : key === 'userId' ? Number(raw) : (raw as ActivityKind),
    });
  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-4">
      <div className="grid gap-1.5">
        <Label htmlFor="activity-person">Person</Label>
        <Select value={value.userId ? String(value.userId) : ANY} onValueChange={(v) => pick('userId', v)}>
          <SelectTrigger id="activity-person">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>Everyone</SelectItem>
            {people.map((u) => (
              <SelectItem key={u.id} value={String(u.id)}>
                {fullName(u)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-kind">Activity</Label>
        <Select value={value.kind ?? ANY} onValueChange={(v) => pick('kind', v)}>
          <SelectTrigger id="activity-kind">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>All activity</SelectItem>
            {Object.entries(ACTIVITY_KINDS).map(([kind, label]) => (
              <SelectItem key={kind} value={kind}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DateField
        id="activity-from"
        label="From"
        value={value.from}
        max={value.to}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DateField
        id="activity-to"
        label="To"
        value={value.to}
        min={value.from}
        onChange={(to) => onChange({ ...value, to })}
      />
    </Card>
  );
}
