import { CalendarCheck } from 'lucide-react';
import { formatCalendarDate } from '../../../../../shared/dates';
import type { CalendarType } from '../../../../../shared/payroll/hours';
import type { PayrollCalendar } from '../../../../../shared/payroll/schemas';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { QueryState } from '../../../../components/query-state';
import { SyncCardHead } from '../sync-card-head';
import { usePayrollCalendars } from '../../api/get-payroll-calendars';
import { useSetActiveCalendar } from '../../api/set-active-calendar';
import { useSyncPayrollCalendars } from '../../api/sync-payroll-calendars';

const TYPE_LABELS: Record<CalendarType, string> = {
  WEEKLY: 'Weekly',
  FORTNIGHTLY: 'Fortnightly',
  FOURWEEKLY: 'Four-weekly',
  MONTHLY: 'Monthly',
  TWICEMONTHLY: 'Twice monthly',
  QUARTERLY: 'Quarterly',
};

const day = (date: string) => formatCalendarDate(date, 'long');

/**
 * Pay Cycle Configuration (002 §2, §5): Xero's pay calendars as last synced, one active at a time
 * (the payroll view's periods follow it); the others offer Set Active.
 */
export function PayCalendarsCard({ companyId }: { companyId: number }) {
  const calendars = usePayrollCalendars(companyId);
  const sync = useSyncPayrollCalendars(companyId);
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <SyncCardHead
        title="Pay Cycle Configuration"
        description="Pay calendars from Xero Payroll. The active one sets the pay periods of the payroll timesheets."
        label="Sync Pay Calendars"
        sync={sync}
      />
      <QueryState query={calendars} failure="Failed to fetch pay calendars" loading="Loading pay calendars…">
        {({ calendars: list }) => <CalendarList companyId={companyId} calendars={list} />}
      </QueryState>
    </Card>
  );
}

function CalendarList({ companyId, calendars }: { companyId: number; calendars: PayrollCalendar[] }) {
  const setActive = useSetActiveCalendar(companyId);
  if (!calendars.length)
    return (
      <p className="rounded-card border border-line bg-surface-muted p-4 text-sm text-ink-muted">
        No pay calendars yet. Press Sync Pay Calendars to read them from Xero. Until one is active, pay
        periods are weekly, Monday to Sunday.
      </p>
    );
  return (
    <ul aria-label="Pay calendars" className="grid divide-y divide-line rounded-card border border-line">
      {calendars.map((calendar) => (
        <li
          key={calendar.id}
          aria-label={calendar.name}
          className="flex flex-col gap-3 px-3 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid min-w-0 gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{calendar.name}</span>
              <Badge variant="blue">{TYPE_LABELS[calendar.calendarType]}</Badge>
            </p>
            <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-ink-muted">
              <div className="flex gap-1">
                <dt>Period start:</dt>
                <dd className="text-ink">{day(calendar.periodStartDate)}</dd>
              </div>
              <div className="flex gap-1">
                <dt>Payment date:</dt>
                <dd className="text-ink">{day(calendar.paymentDate)}</dd>
              </div>
            </dl>
          </div>
          {calendar.isActive ? (
            <Badge variant="green" className="self-start sm:self-center">
              <CalendarCheck aria-hidden="true" className="size-4" />
              Active
            </Badge>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="w-full sm:w-auto"
              aria-label={`Set ${calendar.name} Active`}
              disabled={setActive.isPending}
              onClick={() => setActive.mutate(calendar.id)}
            >
              {setActive.isPending && setActive.variables === calendar.id && <Spinner />}
              Set Active
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
