import { Save, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { WEEKLY_STATUSES, type WeeklyStatus } from '../../../../shared/payroll/weekly-timesheets-schemas';
import { formatCalendarDate, addDays } from '../../../../shared/dates';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { DayTable } from './day-table';
import { useSaveSheet } from '../api/save-weekly-timesheet';
import type { DayDraft, SheetDraft } from './sheet-form';

export const STATUS_LABELS: Record<WeeklyStatus, string> = {
  draft: 'Draft',
  approved: 'Approved',
  invoiced: 'Invoiced',
};

type EditorProps = {
  draft: SheetDraft;
  /** How many dockets a new sheet's hours came from (null: an existing sheet). */
  docketCount: number | null;
  onChange: (draft: SheetDraft) => void;
  onClose: () => void;
};

/** The sheet being created or edited: employee number, status, the days, Save Timesheet and Cancel. */
export function SheetEditor({ draft, docketCount, onChange, onClose }: EditorProps) {
  const save = useSaveSheet(onClose);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [draft.id, draft.userId]);
  const setDay = (index: number, change: Partial<DayDraft>) =>
    onChange({ ...draft, days: draft.days.map((d, i) => (i === index ? { ...d, ...change } : d)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  const week = `${formatCalendarDate(addDays(draft.weekEnding, -6), 'dayMonth')} – ${formatCalendarDate(draft.weekEnding, 'long')}`;
  return (
    <Card className="grid gap-5 p-4 sm:p-6">
      <form onSubmit={submit} className="grid gap-5" aria-labelledby="weekly-editor-title">
        <div className="grid gap-1">
          <h2
            id="weekly-editor-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-extrabold tracking-tight outline-none"
          >
            {draft.id === null ? 'New Timesheet' : 'Edit Timesheet'}: {draft.employeeName}
          </h2>
          <p className="text-sm text-ink-muted">
            Week {week}
            {docketCount !== null &&
              ` · started from ${docketCount} approved docket${docketCount === 1 ? '' : 's'}`}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
          <div className="grid gap-1.5">
            <Label htmlFor="weekly-employee-number">Employee number</Label>
            <Input
              id="weekly-employee-number"
              value={draft.employeeNumber}
              maxLength={50}
              onChange={(e) => onChange({ ...draft, employeeNumber: e.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="weekly-status">Status</Label>
            <Select
              value={draft.status}
              onValueChange={(status) => onChange({ ...draft, status: status as WeeklyStatus })}
            >
              <SelectTrigger id="weekly-status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {WEEKLY_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <DayTable days={draft.days} onChange={setDay} />
        <div className="flex flex-wrap justify-end gap-2 max-sm:grid max-sm:grid-cols-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
            <X aria-hidden="true" />
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
            Save Timesheet
          </Button>
        </div>
      </form>
    </Card>
  );
}
