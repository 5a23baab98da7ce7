import { ArrowLeft, ClipboardList } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { isIsoDate, todayIn } from '../../../../shared/dates';
import { can } from '../../../../shared/roles';
import type { CompanyReply, UserReply } from '../../../../shared/auth/users-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { useAuth } from '../../auth/api';
import { fullDate } from '../date-format';
import { byStartTime, totalOf } from '../docket-summary';
import { LoadFailed } from '../../../components/load-failed';
import { CardSkeletons, NotStored, PageFrame } from '../page-states';
import { useWithQueued } from '../offline/use-queue';
import { useDayEntries } from '../offline/stored-reads';
import { useRepeatIntoSheet } from '../repeat/repeat-intent';
import { RepeatYesterday } from '../repeat/repeat-yesterday';
import { EntryCard } from './entry-card';
import { QuickAddSheet } from './quick-add-sheet';
import { useOpenStoredEntry } from './use-open-stored-entry';

/** /entries/:date: one day's entries and the quick add (spec 001 §2.2). Without a valid date, /entries. */
export default function DayEntriesPage() {
  const { date } = useParams();
  const { user, company } = useAuth();
  if (!date || !isIsoDate(date)) return <Navigate to="/entries" replace />;
  if (!user || !company) return null;
  return <DayEntries key={date} date={date} user={user} company={company} />;
}

function DayEntries({ date, user, company }: { date: string; user: UserReply; company: CompanyReply }) {
  const [entries, notStored] = useDayEntries(user.id, date);
  useOpenStoredEntry(date, entries);
  const repeat = useRepeatIntoSheet();
  const listed = useWithQueued(entries.data, user.id, (d) => d === date);
  const sorted = [...(listed ?? [])].sort(byStartTime);
  const records = can(user.role, 'dockets.create');
  const back = `/entries?week=${date}`;

  return (
    <PageFrame className="max-w-3xl pb-32">
      <div className="grid gap-3">
        <Button asChild variant="ghost" className="-ml-3 justify-self-start">
          <Link to={back}>
            <ArrowLeft aria-hidden="true" />
            Back to Entries
          </Link>
        </Button>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">
            {fullDate(date)}
          </h1>
          {date === todayIn(company.timeZone) && <Badge variant="brand">Today</Badge>}
        </div>
        <dl className="grid grid-cols-2 gap-3" aria-label="Day summary">
          <div className="rounded-card border border-line bg-surface p-4">
            <dt className="text-sm font-semibold text-ink-muted">Entries</dt>
            <dd className="text-3xl font-extrabold tabular-nums">
              {entries.data && !notStored ? sorted.length : '–'}
            </dd>
          </div>
          <div className="rounded-card border border-line bg-surface p-4">
            <dt className="text-sm font-semibold text-ink-muted">Total hours</dt>
            <dd className="text-3xl font-extrabold tabular-nums">
              {entries.data && !notStored ? totalOf(sorted).hoursShort : '–'}
            </dd>
          </div>
        </dl>
        {date === todayIn(company.timeZone) && (
          <RepeatYesterday user={user} date={date} onQuickAdd={repeat.open} />
        )}
      </div>
      {notStored && <NotStored what="day" records={records} />}
      {entries.isError ? (
        <LoadFailed title="Failed to fetch timesheets" onRetry={() => void entries.refetch()} />
      ) : entries.isPending ? (
        <div className="grid gap-3">
          <LoadingText label="Loading entries…" />
          <CardSkeletons count={2} className="h-40" />
        </div>
      ) : notStored && sorted.length === 0 ? null : sorted.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center">
          <ClipboardList aria-hidden="true" className="size-9 text-brand-text" />
          <p className="text-lg font-bold">No entries for this day</p>
          <p className="text-sm text-ink-muted">
            {records
              ? 'Tap Add Time Entry to record your work.'
              : 'Entries recorded on this day appear here.'}
          </p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label={`Entries on ${fullDate(date)}`}>
          {sorted.map((docket) => (
            <EntryCard key={docket.id} docket={docket} returnTo={`/entries/${date}`} />
          ))}
        </ul>
      )}
      {records && (
        <QuickAddSheet
          key={repeat.key}
          prefill={repeat.prefill}
          date={date}
          userId={user.id}
          company={company}
        />
      )}
    </PageFrame>
  );
}
