import type { PayrollDay, PayrollTotals } from '../../../shared/payroll/hours';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { DayDockets } from './day-dockets';
import { columnText, dayText } from './format';

type WeekProps = { label: string | null; employee: string; days: PayrollDay[]; totals: PayrollTotals };

/** The three rows of 002 §2, then the dockets behind each day. */
export const HOUR_ROWS = [
  { key: 'ordinary', label: 'Ordinary Hours' },
  { key: 'overtime', label: 'Overtime Hours (exempt from super)' },
  { key: 'total', label: 'Total Hours' },
] as const;

const ROW_HEAD = 'text-sm font-semibold tracking-normal text-ink normal-case';

/** A week on a wide screen: the days as columns, the week's sums last. */
export function WeekTable({ label, employee, days, totals }: WeekProps) {
  return (
    <Table scrollLabel={`${employee}${label ? `, ${label}` : ''}`} className="min-w-[56rem]">
      {label && <caption className="px-3 py-2 text-left text-sm font-bold text-ink">{label}</caption>}
      <TableHeader>
        <TableRow>
          <TableHead className="w-56">Hours</TableHead>
          {days.map((day) => (
            <TableHead key={day.date} className="text-right">
              <span className="sr-only">{dayText(day.date)}</span>
              <span aria-hidden="true">{columnText(day.date)}</span>
            </TableHead>
          ))}
          <TableHead className="text-right">Week</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {HOUR_ROWS.map((row) => (
          <TableRow key={row.key} className={cn(row.key === 'total' && 'font-bold')}>
            <TableHead scope="row" className={ROW_HEAD}>
              {row.label}
            </TableHead>
            {days.map((day) => (
              <TableCell key={day.date} className="text-right tabular-nums">
                {day[row.key]}
              </TableCell>
            ))}
            <TableCell className="text-right font-bold tabular-nums">{totals[row.key]}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableHead scope="row" className={ROW_HEAD}>
            Dockets
          </TableHead>
          {days.map((day) => (
            <TableCell key={day.date} className="text-right">
              <span className="flex justify-end">
                <DayDockets ids={day.docketIds} />
              </span>
            </TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** A week on a phone: one card per day worked (days off as one line). */
export function WeekCards({ label, employee, days, totals }: WeekProps) {
  const worked = days.filter((day) => day.workedMinutes > 0);
  return (
    <section aria-label={`${employee}${label ? `, ${label}` : ''}`} className="grid gap-2">
      {label && <h4 className="text-sm font-bold">{label}</h4>}
      {worked.length === 0 && <p className="text-sm text-ink-muted">No hours this week.</p>}
      <ul className="grid gap-2">
        {worked.map((day) => (
          <li key={day.date} className="rounded-lg border border-line bg-surface p-3">
            <p className="font-semibold">{dayText(day.date)}</p>
            <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-sm">
              {HOUR_ROWS.map((row) => (
                <div key={row.key} className="contents">
                  <dt className={cn('text-ink-muted', row.key === 'total' && 'font-semibold text-ink')}>
                    {row.label}
                  </dt>
                  <dd className={cn('text-right tabular-nums', row.key === 'total' && 'font-bold')}>
                    {day[row.key]}
                  </dd>
                </div>
              ))}
              <dt className="text-ink-muted">Dockets</dt>
              <dd className="justify-self-end">
                <DayDockets ids={day.docketIds} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      {label && (
        <p className="text-sm text-ink-muted">
          {label}: {totals.ordinary} ordinary · {totals.overtime} overtime ·{' '}
          <span className="font-semibold text-ink">{totals.total} hours</span>
        </p>
      )}
    </section>
  );
}
