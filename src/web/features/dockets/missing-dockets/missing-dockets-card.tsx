import { useQuery } from '@tanstack/react-query';
import { CalendarX2, CircleCheck } from 'lucide-react';
import { formatCalendarDate } from '../../../../shared/dates';
import type { MissingDay } from '../../../../shared/dockets/missing-dockets-schemas';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingText } from '../../../components/ui/spinner';
import { MissingWorkerRow } from './missing-worker-row';
import { missingDocketsQuery } from '../api/get-missing-dockets';
import { useRemind } from '../api/remind-worker';
import { ReminderSettingsDialog } from './reminder-settings-dialog';

type CardProps = { companyId: number; companyName: string };

const dayTitle = (day: MissingDay, today: string) =>
  `${day.date === today ? 'Today, ' : ''}${formatCalendarDate(day.date, 'full')}`;

/**
 * The office dashboard's Missing dockets (issue 17): per working day, the workers on an active
 * project who recorded nothing, each with Remind (e-mail) and Text (an sms: link).
 */
export function MissingDocketsCard({ companyId, companyName }: CardProps) {
  const list = useQuery(missingDocketsQuery(companyId));
  const remind = useRemind(companyId);
  const total = list.data?.days.reduce((n, day) => n + day.workers.length, 0) ?? 0;
  if (list.isError && !list.data)
    return <LoadFailed title="Unable to load missing dockets" onRetry={() => void list.refetch()} />;
  return (
    <section
      aria-labelledby="missing-dockets-title"
      className="overflow-hidden rounded-card border border-line bg-surface shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-3 p-4 sm:p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-100 text-red-800">
          <CalendarX2 aria-hidden="true" className="size-5" />
        </span>
        <div className="grid min-w-0 flex-1 basis-48">
          <h2 id="missing-dockets-title" className="text-base leading-tight font-bold">
            Missing dockets
          </h2>
          <p className="text-sm text-ink-muted">
            {list.data
              ? `${total} missing over the last ${list.data.days.length} working days`
              : 'Workers on an active project with no docket'}
          </p>
        </div>
        <ReminderSettingsDialog companyId={companyId} />
      </header>
      {!list.data ? (
        <LoadingText className="border-t border-line px-4 py-5 sm:px-5" />
      ) : (
        <div className="grid border-t border-line md:grid-cols-2 xl:grid-cols-3">
          {list.data.days.map((day) => (
            <section
              key={day.date}
              aria-label={dayTitle(day, list.data.today)}
              className="border-b border-line md:border-r"
            >
              <h3 className="flex items-baseline justify-between gap-3 bg-surface-muted px-4 py-2 text-sm font-bold sm:px-5">
                <span>{dayTitle(day, list.data.today)}</span>
                <span className="font-semibold text-ink-muted tabular-nums">{day.workers.length}</span>
              </h3>
              {day.workers.length === 0 ? (
                <p className="flex items-center gap-2 px-4 py-3 text-sm text-ink-muted sm:px-5">
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
                  Everyone recorded a docket.
                </p>
              ) : (
                <ul className="divide-y divide-line">
                  {day.workers.map((worker) => (
                    <MissingWorkerRow
                      key={worker.userId}
                      worker={worker}
                      date={day.date}
                      companyName={companyName}
                      timeZone={list.data.timeZone}
                      sending={
                        remind.isPending &&
                        remind.variables.userId === worker.userId &&
                        remind.variables.date === day.date
                      }
                      onRemind={() =>
                        remind.mutate({ userId: worker.userId, date: day.date, name: worker.name })
                      }
                    />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
