import { formatCalendarDate } from '../../../../shared/dates';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { columnTotal, HOUR_FIELDS, HOUR_LABELS, type DayDraft, type HourField } from './sheet-form';

type DayTableProps = {
  days: DayDraft[];
  onChange: (index: number, change: Partial<DayDraft>) => void;
};

const weekday = (date: string) => formatCalendarDate(date, 'weekday');

/** A cell's caption on a phone, where each day is a card and the table's header is not shown. */
function PhoneCaption({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="text-xs font-semibold tracking-wide text-ink-muted uppercase lg:hidden"
    >
      {children}
    </span>
  );
}

/**
 * 002 §2's edit table: Day, Date, Ordinary, Overtime, Sick, Holiday, Notes and a TOTALS row. From
 * `lg` a table; on a phone the same rows are stacked day cards (one set of inputs either way). Hour
 * inputs are numbers from 0 in steps of 0.5 (002 §4, §9).
 */
export function DayTable({ days, onChange }: DayTableProps) {
  return (
    <table className="w-full border-collapse text-sm max-lg:block">
      <caption className="sr-only">Hours by day</caption>
      <thead className="bg-surface-muted max-lg:hidden">
        <tr>
          {['Day', 'Date', ...HOUR_FIELDS.map((f) => HOUR_LABELS[f]), 'Notes'].map((head) => (
            <th
              key={head}
              scope="col"
              className="h-11 px-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase"
            >
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-lg:grid max-lg:gap-3">
        {days.map((day, i) => (
          <tr
            key={day.date}
            className={cn(
              'border-b border-line',
              'max-lg:grid max-lg:grid-cols-2 max-lg:gap-3 max-lg:rounded-card max-lg:border max-lg:bg-surface max-lg:p-4 max-lg:shadow-sm sm:max-lg:grid-cols-4',
            )}
          >
            <th
              scope="row"
              className="px-3 py-2 text-left font-bold max-lg:col-span-1 max-lg:p-0 max-lg:text-base"
            >
              {weekday(day.date)}
            </th>
            <td className="px-3 py-2 whitespace-nowrap text-ink-muted max-lg:p-0 max-lg:text-right sm:max-lg:col-span-3 sm:max-lg:text-left">
              {formatCalendarDate(day.date, 'dayMonth')}
            </td>
            {HOUR_FIELDS.map((field: HourField) => (
              <td key={field} className="px-2 py-2 max-lg:grid max-lg:gap-1 max-lg:p-0">
                <PhoneCaption>{HOUR_LABELS[field]}</PhoneCaption>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={24}
                  step={0.5}
                  aria-label={`${HOUR_LABELS[field]} hours, ${weekday(day.date)}`}
                  value={day[field]}
                  onChange={(e) => onChange(i, { [field]: e.target.value })}
                  className="w-full tabular-nums lg:w-24"
                />
              </td>
            ))}
            <td className="px-2 py-2 max-lg:col-span-2 max-lg:grid max-lg:gap-1 max-lg:p-0 sm:max-lg:col-span-4">
              <PhoneCaption>Notes</PhoneCaption>
              <Input
                aria-label={`Notes, ${weekday(day.date)}`}
                value={day.notes}
                maxLength={500}
                onChange={(e) => onChange(i, { notes: e.target.value })}
                className="min-w-40"
              />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-line bg-surface-muted font-bold max-lg:mt-3 max-lg:block max-lg:rounded-card">
        <tr className="max-lg:grid max-lg:grid-cols-2 max-lg:gap-2 max-lg:p-4 sm:max-lg:grid-cols-4">
          <th
            scope="row"
            colSpan={2}
            className="px-3 py-3 text-left max-lg:col-span-2 max-lg:p-0 sm:max-lg:col-span-4"
          >
            TOTALS
          </th>
          {HOUR_FIELDS.map((field) => (
            <td key={field} className="px-3 py-3 tabular-nums max-lg:grid max-lg:p-0">
              <PhoneCaption>{HOUR_LABELS[field]}</PhoneCaption>
              <span data-total={field}>{columnTotal(days, field)}</span>
            </td>
          ))}
          <td className="max-lg:hidden" />
        </tr>
      </tfoot>
    </table>
  );
}
