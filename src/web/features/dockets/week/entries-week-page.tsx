import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { todayIn } from '../../../../shared/dates';
import { can } from '../../../../shared/roles';
import type { CompanyReply, UserReply } from '../../../../shared/auth/users-schemas';
import { LoadingText } from '../../../components/ui/spinner';
import { useAuth } from '../../auth/api';
import { LoadFailed } from '../../../components/load-failed';
import { CardSkeletons, NotStored, PageFrame } from '../page-states';
import { useWithQueued } from '../offline/use-queue';
import { weekQuery } from '../api/get-worker-dockets';
import { RepeatYesterday } from '../repeat/repeat-yesterday';
import type { Docket } from '../types';
import { DayCard } from './day-card';
import { useWeekSelection } from './use-week-selection';
import { WeekHeader } from './week-header';
import { WeekTotalCard } from './week-total-card';
import { fullName } from '../../../../shared/people';

/**
 * Only admin and office pick a worker: the picker (Radix's select and its positioning code) loads
 * with their page, not with a worker's (issue 17's JavaScript budget).
 */
const WorkerSelect = lazy(() => import('./worker-select').then((m) => ({ default: m.WorkerSelect })));

/** /entries: the week of dockets, Monday to Sunday (spec 001 §2.1). */
export default function EntriesWeekPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  return <EntriesWeek user={user} company={company} />;
}

function EntriesWeek({ user, company }: { user: UserReply; company: CompanyReply }) {
  const today = todayIn(company.timeZone);
  const week = useWeekSelection(user, company.id, today);
  const { days, workerId } = week;
  const dockets = useQuery({ ...weekQuery(workerId ?? 0, days[0]!, days[6]!), enabled: workerId !== null });
  const byDay = new Map<string, Docket[]>(days.map((d) => [d, []]));
  const listed = useWithQueued(dockets.data, workerId ?? 0, (d) => d >= days[0]! && d <= days[6]!);
  for (const docket of listed ?? []) byDay.get(docket.date)?.push(docket);
  // Offline, a week the phone holds nothing of waits for the network (react-query pauses the read):
  // said plainly, its days still take new entries.
  const notStored = dockets.isPending && dockets.fetchStatus === 'paused';
  const chosen = week.choices.find((p) => p.id === workerId);
  const workerName = week.picksWorker && chosen ? fullName(chosen) : null;

  return (
    <PageFrame>
      <WeekHeader
        monday={week.monday}
        isThisWeek={week.isThisWeek}
        onPrevious={week.previous}
        onToday={week.thisWeek}
        onNext={week.next}
      />
      {week.own && <RepeatYesterday user={user} date={today} />}
      {week.picksWorker && (
        <div className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-end sm:justify-between">
          <Suspense fallback={<div className="h-16 w-full sm:max-w-sm" aria-hidden="true" />}>
            <WorkerSelect
              people={week.choices}
              value={workerId}
              meId={user.id}
              loading={week.peopleLoading}
              onChange={week.chooseWorker}
            />
          </Suspense>
          {!week.own && workerName && (
            <p className="inline-flex items-center gap-2 text-sm text-ink-muted">
              <Eye aria-hidden="true" className="size-4" />
              Viewing {workerName}&apos;s dockets (read-only)
            </p>
          )}
        </div>
      )}
      {workerId === null && !week.peopleLoading ? (
        <p className="rounded-card border border-dashed border-line-strong bg-surface p-6 text-center text-ink-muted">
          No workers yet. Dockets appear here once your team records them.
        </p>
      ) : dockets.isError ? (
        <LoadFailed title="Failed to fetch timesheets" onRetry={() => void dockets.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={dockets.isPending && !notStored}>
          {notStored && (
            <div className="sm:col-span-2 lg:col-span-4">
              <NotStored what="week" records={week.own && can(user.role, 'dockets.create')} />
            </div>
          )}
          {dockets.isPending && !notStored ? (
            <>
              <LoadingText label="Loading dockets…" className="sm:col-span-2 lg:col-span-4" />
              <CardSkeletons count={8} className="h-36" />
            </>
          ) : (
            <>
              {days.map((date) => (
                <DayCard
                  key={date}
                  date={date}
                  dockets={byDay.get(date) ?? []}
                  isToday={date === today}
                  own={week.own}
                  notStored={notStored}
                />
              ))}
              {!notStored && (
                <WeekTotalCard
                  dockets={listed ?? []}
                  workerName={workerName}
                  className="order-first sm:order-none"
                />
              )}
            </>
          )}
        </div>
      )}
    </PageFrame>
  );
}
