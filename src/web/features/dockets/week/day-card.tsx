import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { dayMonth, fullDate, weekdayShort } from '../date-format';
import { plural, totalOf } from '../docket-summary';
import type { Docket } from '../types';
import { DocketLine } from './docket-line';

/** Spec 001 §9: a day card lists up to 3 dockets, then '+N more dockets'. */
export const DAY_CARD_LIMIT = 3;

type DayCardProps = {
  date: string;
  dockets: readonly Docket[];
  isToday: boolean;
  own: boolean;
  /** Offline, the phone holds nothing of this week: no hours or 'No dockets' claimed (the phone's own show). */
  notStored?: boolean;
};

/** One day of the week view. In the user's own view the card and its plus open the day. */
export function DayCard({ date, dockets, isToday, own, notStored = false }: DayCardProps) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? dockets : dockets.slice(0, DAY_CARD_LIMIT);
  const hidden = dockets.length - shown.length;
  const headingId = `day-${date}`;
  const label = fullDate(date);
  const short = (
    <>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">
        {weekdayShort(date)} <span className="font-semibold text-ink-muted">{dayMonth(date)}</span>
      </span>
    </>
  );

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm',
        own && 'transition-shadow hover:border-line-strong hover:shadow-md',
        isToday && 'border-brand ring-2 ring-brand/40',
      )}
    >
      <header className="flex items-center gap-2">
        <h2 id={headingId} className="text-lg leading-tight font-extrabold whitespace-nowrap">
          {own ? (
            <Link
              to={`/entries/${date}`}
              className="focus-ring rounded after:absolute after:inset-0 after:rounded-card"
            >
              {short}
            </Link>
          ) : (
            short
          )}
        </h2>
        {isToday && <Badge variant="brand">Today</Badge>}
        <p
          className={cn(
            'ml-auto text-right text-lg font-extrabold whitespace-nowrap tabular-nums',
            dockets.length === 0 && 'text-ink-muted',
          )}
        >
          {notStored && dockets.length === 0 ? '–' : `${totalOf(dockets).hoursShort} h`}
          <span className="sr-only"> on {label}</span>
        </p>
      </header>
      {dockets.length === 0 ? (
        <p className="text-sm text-ink-muted">{notStored ? 'Not stored on this phone' : 'No dockets'}</p>
      ) : (
        <ul className="grid gap-2" aria-label={`Dockets on ${label}`}>
          {shown.map((docket) => (
            <DocketLine key={docket.id} docket={docket} returnTo="/entries" />
          ))}
        </ul>
      )}
      {(hidden > 0 || expanded) && dockets.length > DAY_CARD_LIMIT && (
        <button
          type="button"
          onClick={() => setExpanded(!expanded)}
          className="focus-ring relative z-10 self-start rounded text-sm font-semibold text-brand-text underline-offset-4 hover:underline"
        >
          {expanded ? 'Show fewer' : `+${plural(hidden, 'more docket')}`}
        </button>
      )}
      {own && (
        <Link
          to={`/entries/${date}`}
          aria-label={`Add entry on ${label}`}
          className={cn(
            buttonVariants({ variant: isToday ? 'default' : 'ghost', size: 'sm' }),
            'relative z-10 mt-auto w-full border border-dashed',
            isToday ? 'border-transparent' : 'border-line-strong/60 text-ink-muted hover:text-ink',
          )}
        >
          <Plus aria-hidden="true" className="size-4!" />
          Add entry
        </Link>
      )}
    </section>
  );
}
