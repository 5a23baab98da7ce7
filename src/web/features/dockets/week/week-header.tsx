import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { weekRange, weekTitle } from '../date-format';

type WeekHeaderProps = {
  monday: string;
  isThisWeek: boolean;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
};

/** 'Week of …' with its 7-day period, and Previous / Today / Next (spec 001 §2.1). */
export function WeekHeader({ monday, isThisWeek, onPrevious, onToday, onNext }: WeekHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1">
        <p className="text-xs font-bold tracking-widest text-brand-text uppercase">Entries</p>
        <h1 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">
          {weekTitle(monday)}
        </h1>
        <p className="inline-flex items-center gap-1.5 text-base text-ink-muted">
          <CalendarDays aria-hidden="true" className="size-4" />
          Monday to Sunday, {weekRange(monday)}
        </p>
      </div>
      <nav aria-label="Week" className="grid grid-cols-3 gap-2 sm:flex">
        <Button variant="outline" onClick={onPrevious} className="px-3">
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant={isThisWeek ? 'secondary' : 'outline'} onClick={onToday} aria-pressed={isThisWeek}>
          Today
        </Button>
        <Button variant="outline" onClick={onNext} className="px-3">
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
