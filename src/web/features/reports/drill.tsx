import type { ReactNode } from 'react';
import { addDays, type IsoDate } from '../../../shared/dates';
import type { DateRange } from '../../../shared/reports/reports';
import { cn } from '../../lib/cn';
import type { DrillFilters } from './api/get-report-dockets';
import type { ReportFilters } from './report-address';

/** A row's drill-down: what the dialog is titled and which dockets it lists. */
export type Drill = { title: string; filters: DrillFilters };
export type OnDrill = (drill: Drill) => void;

/** The days of a week the report covers (its first and last weeks may be cut by the range). */
export const weekInRange = (weekStart: IsoDate, range: DateRange): DateRange => {
  const end = addDays(weekStart, 6);
  return { from: weekStart < range.from ? range.from : weekStart, to: end > range.to ? range.to : end };
};

/** The report's filters narrowed to one week. */
export const weekFilters = (filters: ReportFilters, weekStart: IsoDate): ReportFilters => ({
  ...filters,
  ...weekInRange(weekStart, filters),
});

type DrillButtonProps = {
  /** What a screen reader hears: 'Dockets of Depot Yard, approved'. */
  label: string;
  onClick: () => void;
  children: ReactNode;
  className?: string;
};

/** A figure or name in a report's table that opens the dockets behind it. */
export function DrillButton({ label, onClick, children, className }: DrillButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'focus-ring -mx-1 min-h-9 rounded px-1 text-left font-semibold text-brand-text underline decoration-1 underline-offset-4 hover:decoration-2',
        className,
      )}
    >
      {children}
    </button>
  );
}
