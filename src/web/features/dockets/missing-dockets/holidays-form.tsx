import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatCalendarDate } from '../../../../shared/dates';
import { holidayBody } from '../../../../shared/dockets/missing-dockets-schemas';
import { InputField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { failureOf, failureText } from '../../../lib/failure';
import { useAddHoliday } from '../api/add-holiday';
import { holidaysQuery } from '../api/get-holidays';
import { useRemoveHoliday } from '../api/remove-holiday';

type Errors = { date?: string; name?: string };

/** Company holidays: days on which no docket is missing and no reminder goes out. */
export function HolidaysForm({ companyId }: { companyId: number }) {
  const holidays = useQuery(holidaysQuery(companyId));
  const add = useAddHoliday(companyId);
  const remove = useRemoveHoliday(companyId);
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = holidayBody.safeParse({ date, name });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        setDate('');
        setName('');
      },
      onError: (error) => {
        const field = failureOf(error)?.field === 'date' ? 'date' : 'name';
        setErrors({ [field]: failureText(error, 'Failed to add the holiday.') });
      },
    });
  };
  return (
    <div className="grid gap-4">
      {!holidays.data ? (
        <LoadingText />
      ) : holidays.data.holidays.length === 0 ? (
        <p className="text-sm text-ink-muted">No company holidays yet.</p>
      ) : (
        <ul aria-label="Company holidays" className="divide-y divide-line rounded-lg border border-line">
          {holidays.data.holidays.map((holiday) => (
            <li key={holiday.id} className="flex items-center gap-3 py-1 pr-1 pl-3">
              <span className="grid min-w-0 flex-1">
                <span className="truncate font-semibold">{holiday.name}</span>
                <span className="text-sm text-ink-muted">
                  {formatCalendarDate(holiday.date, 'shortWithWeekday')}
                </span>
              </span>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Remove ${holiday.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(holiday.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)]">
        <InputField
          id="holiday-date"
          label="Date"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={errors.date}
        />
        <InputField
          id="holiday-name"
          label="Holiday"
          value={name}
          placeholder="e.g. Christmas Day"
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <Button type="submit" variant="outline" disabled={add.isPending} className="justify-self-start">
          {add.isPending && <Spinner />}
          Add holiday
        </Button>
      </form>
    </div>
  );
}
