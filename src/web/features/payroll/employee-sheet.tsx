import { Send } from 'lucide-react';
import { payrollTotals, weeksOf } from '../../../shared/payroll/hours';
import { ProFeature } from '../../components/available-on-pro';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import type { EmployeeSheet } from './submission';
import { useWideScreen } from '../../lib/use-wide-screen';
import { WeekCards, WeekTable } from './week-table';

type SheetProps = {
  sheet: EmployeeSheet;
  /** The Xero employee's name, or null when the person is not mapped. */
  xeroName: string | null;
  /** Why Submit to Xero cannot be used now, or null when it can. */
  blocked: string | null;
  submitting: boolean;
  onSubmit: () => void;
};

/** One employee's period (002 §2): week tables, the period total line and Submit to Xero. */
export function EmployeeSheetCard({ sheet, xeroName, blocked, submitting, onSubmit }: SheetProps) {
  const wide = useWideScreen();
  const weeks = weeksOf(sheet.days);
  const Week = wide ? WeekTable : WeekCards;
  const hintId = `submit-hint-${sheet.userId}`;
  return (
    <Card role="region" className="grid gap-4 p-4 sm:p-5" aria-labelledby={`employee-${sheet.userId}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`employee-${sheet.userId}`} className="text-xl font-bold">
          {sheet.name}
        </h3>
        {xeroName ? (
          <Badge variant="green">Xero: {xeroName}</Badge>
        ) : (
          <Badge variant="orange">Not Mapped</Badge>
        )}
      </div>
      {weeks.map((week) => (
        <Week
          key={week.label}
          label={weeks.length > 1 ? week.label : null}
          employee={sheet.name}
          days={week.days}
          totals={payrollTotals(week.days)}
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <p className="text-base">
          <span className="font-semibold">Period total:</span>{' '}
          <span className="tabular-nums">{sheet.totals.ordinary}</span> ordinary ·{' '}
          <span className="tabular-nums">{sheet.totals.overtime}</span> overtime ·{' '}
          <span className="font-bold tabular-nums">{sheet.totals.total}</span> hours
        </p>
        <div className="grid justify-items-end gap-1 max-sm:w-full">
          <ProFeature label="Submit to Xero">
            <Button
              onClick={onSubmit}
              disabled={blocked !== null || submitting}
              aria-describedby={blocked ? hintId : undefined}
              className="max-sm:w-full"
            >
              {submitting ? <Spinner /> : <Send aria-hidden="true" />}
              {submitting ? 'Submitting…' : 'Submit to Xero'}
            </Button>
          </ProFeature>
          {blocked && (
            <p id={hintId} className="text-sm text-ink-muted">
              {blocked}
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}
