import { CalendarClock, ChevronLeft, ChevronRight, RefreshCw, TriangleAlert } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { cycleName, dayText } from './format';
import type { PayCycles } from './api/types';

type HeaderProps = {
  cycles: PayCycles;
  /** A period is being read: the buttons wait for it (a second Previous steps from the new one). */
  loading: boolean;
  refreshing: boolean;
  onPrevious: () => void;
  onCurrent: () => void;
  onNext: () => void;
  onRefresh: () => void;
};

/** 002 §2: "<cycle type> Timesheet View", the period's end and pay day, and the period buttons. */
export function PeriodHeader({
  cycles,
  loading,
  refreshing,
  onPrevious,
  onCurrent,
  onNext,
  onRefresh,
}: HeaderProps) {
  const { cycle, source } = cycles;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1.5">
        <h1 className="text-3xl font-extrabold tracking-tight">
          {cycleName(cycle.cycleType)} Timesheet View
        </h1>
        <p className="text-base text-ink-muted">
          Pay period ending <span className="font-semibold text-ink">{dayText(cycle.endDate)}</span>
          <span className="text-ink-muted"> · from {dayText(cycle.startDate)}</span>
        </p>
        {source === 'xero' && (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="blue">
              <CalendarClock aria-hidden="true" />
              Xero Pay Cycle
            </Badge>
            <span>
              Payment due <span className="font-semibold">{dayText(cycle.paymentDate)}</span>
            </span>
            {cycles.calendar && <span className="text-ink-muted">· {cycles.calendar.name}</span>}
          </p>
        )}
      </div>
      <nav aria-label="Pay periods" className="grid grid-cols-2 gap-2 max-sm:w-full sm:flex sm:flex-wrap">
        <Button variant="outline" onClick={onPrevious} disabled={loading}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" onClick={onCurrent} disabled={loading}>
          Current
        </Button>
        <Button variant="outline" onClick={onNext} disabled={loading}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={onRefresh} disabled={loading || refreshing}>
          <RefreshCw aria-hidden="true" className={cn((loading || refreshing) && 'animate-spin')} />
          Refresh
        </Button>
      </nav>
    </div>
  );
}

/** 002 §2's amber notice: no Xero calendar, so the company's own periods (DECISIONS). */
export function NoPayCyclesNotice({ fortnightly }: { fortnightly: boolean }) {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="grid gap-1">
        <p className="font-bold">No Xero pay cycles found</p>
        <p className="text-sm">
          {fortnightly
            ? 'Showing fortnightly periods from the Monday your company chose.'
            : 'Showing weekly periods, Monday to Sunday.'}{' '}
          To use your Xero pay calendar, sync the pay calendars in Settings → Xero and set one active.
        </p>
      </div>
    </div>
  );
}
