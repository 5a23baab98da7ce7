import { can } from '../../../shared/roles';
import { fullName } from '../../../shared/people';
import {
  presetRange,
  RANGE_PRESET_LABELS,
  RANGE_PRESETS,
  type RangePreset,
} from '../../../shared/reports/reports';
import { Card } from '../../components/ui/card';
import { DateField } from '../../components/date-field';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { useClients } from '../clients/api';
import { useCompanyUsers } from '../company/api/get-company-users';
import { useProjects } from '../projects/api';
import type { ReportAddress, ReportSubject } from './report-address';

const ANY = 'any';

type Choice = { id: number; name: string };
type Props = {
  companyId: number;
  today: string;
  value: ReportAddress;
  onChange: (next: ReportAddress) => void;
};

/**
 * The report's filters: a range preset (or custom days; typing a day makes the range custom), and
 * a project, client or worker. Each change goes into the address.
 */
export function ReportFilters({ companyId, today, value, onChange }: Props) {
  const projects = useProjects(companyId);
  const clients = useClients(companyId);
  const users = useCompanyUsers(companyId);
  const choose = (preset: RangePreset) =>
    onChange({ ...value, preset, ...(presetRange(preset, today) ?? { from: value.from, to: value.to }) });
  const day = (end: 'from' | 'to', typed: string | undefined) =>
    typed && onChange({ ...value, preset: 'custom', [end]: typed });
  const subject = (key: ReportSubject, id: number | undefined) => {
    const next = { ...value };
    if (id === undefined) delete next[key];
    else next[key] = id;
    onChange(next);
  };
  const workers = (users.data ?? [])
    .filter((user) => can(user.role, 'dockets.create'))
    .map((user) => ({ id: user.id, name: fullName(user) }));
  return (
    <Card className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3">
      <div className="grid min-w-0 grid-cols-1 gap-1.5">
        <Label htmlFor="report-period">Period</Label>
        <Select value={value.preset} onValueChange={(preset) => choose(preset as RangePreset)}>
          <SelectTrigger id="report-period">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {RANGE_PRESETS.map((preset) => (
              <SelectItem key={preset} value={preset}>
                {RANGE_PRESET_LABELS[preset]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:col-span-2">
        <DateField
          id="report-from"
          label="From"
          className="px-2 sm:px-3"
          value={value.from}
          max={value.to}
          onChange={(typed) => day('from', typed)}
        />
        <DateField
          id="report-to"
          label="To"
          className="px-2 sm:px-3"
          value={value.to}
          min={value.from}
          onChange={(typed) => day('to', typed)}
        />
      </div>
      <SubjectSelect
        id="report-project"
        label="Project"
        anyLabel="All projects"
        choices={(projects.data ?? []).map((p) => ({ id: p.id, name: p.name }))}
        value={value.projectId}
        onChange={(id) => subject('projectId', id)}
      />
      <SubjectSelect
        id="report-client"
        label="Client"
        anyLabel="All clients"
        choices={(clients.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
        value={value.clientId}
        onChange={(id) => subject('clientId', id)}
      />
      <SubjectSelect
        id="report-worker"
        label="Worker"
        anyLabel="All workers"
        choices={workers}
        value={value.workerId}
        onChange={(id) => subject('workerId', id)}
      />
    </Card>
  );
}

type SubjectSelectProps = {
  id: string;
  label: string;
  anyLabel: string;
  choices: Choice[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
};

/** All of them, or one. */
function SubjectSelect({ id, label, anyLabel, choices, value, onChange }: SubjectSelectProps) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value === undefined ? ANY : String(value)}
        onValueChange={(v) => onChange(v === ANY ? undefined : Number(v))}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {choices.map((choice) => (
            <SelectItem key={choice.id} value={String(choice.id)}>
              {choice.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
