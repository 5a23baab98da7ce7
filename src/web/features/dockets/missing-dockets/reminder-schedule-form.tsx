import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  reminderSettings,
  type ReminderSettingsReply,
} from '../../../../shared/dockets/missing-dockets-schemas';
import { InputField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { reminderSettingsQuery } from '../api/get-reminder-settings';
import { useSaveReminderSettings } from '../api/save-reminder-settings';

/** Scheduled reminders: on or off, and the time of the company's day they go out. */
export function ReminderScheduleForm({ companyId }: { companyId: number }) {
  const settings = useQuery(reminderSettingsQuery(companyId));
  if (!settings.data) return <LoadingText />;
  return <ScheduleFields companyId={companyId} initial={settings.data} />;
}

function ScheduleFields({ companyId, initial }: { companyId: number; initial: ReminderSettingsReply }) {
  const [enabled, setEnabled] = useState(initial.enabled);
  const [time, setTime] = useState(initial.time);
  const [error, setError] = useState<string>();
  const save = useSaveReminderSettings(companyId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reminderSettings.safeParse({ enabled, time });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="reminders-enabled">E-mail reminders by themselves</Label>
        <Switch id="reminders-enabled" checked={enabled} onCheckedChange={setEnabled} />
      </div>
      <InputField
        id="reminder-time"
        label="Time of day"
        type="time"
        value={time}
        onChange={(event) => setTime(event.target.value)}
        error={error}
        hint={`Monday to Friday, not on company holidays, in ${initial.timeZone} time. Also when today first counts as missing.`}
      />
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending && <Spinner />}
        Save reminders
      </Button>
    </form>
  );
}
