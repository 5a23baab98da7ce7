import { Settings2 } from 'lucide-react';
import { TitledDialog } from '../../../components/titled-dialog';
import { Button } from '../../../components/ui/button';
import { HolidaysForm } from './holidays-form';
import { ReminderScheduleForm } from './reminder-schedule-form';

/** Reminders and holidays (admin and office), opened from the Missing dockets card. */
export function ReminderSettingsDialog({ companyId }: { companyId: number }) {
  return (
    <TitledDialog
      trigger={
        <Button size="sm" variant="outline">
          <Settings2 aria-hidden="true" />
          Reminders and holidays
        </Button>
      }
      title="Reminders and holidays"
      description="Who has no docket is counted Monday to Friday, leaving out company holidays."
    >
      <div className="grid gap-6">
        <section aria-labelledby="reminder-schedule-title" className="grid gap-3">
          <h3 id="reminder-schedule-title" className="font-bold">
            Scheduled reminders
          </h3>
          <ReminderScheduleForm companyId={companyId} />
        </section>
        <section aria-labelledby="holidays-title" className="grid gap-3">
          <h3 id="holidays-title" className="font-bold">
            Company holidays
          </h3>
          <HolidaysForm companyId={companyId} />
        </section>
      </div>
    </TitledDialog>
  );
}
