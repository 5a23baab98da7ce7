import { CalendarClock, Clock } from 'lucide-react';
import { weekOfTitle } from './dates';
import { hourBars, totalHours } from './hours';
import { Figure, Panel } from './panel';
import type { DashboardReply } from './types';
import { hoursShown } from '../../../shared/hours';

type HoursThisWeekPanelProps = { week: DashboardReply['week']; hours: DashboardReply['hoursThisWeek'] };

/** Hours recorded this week (Monday–Sunday, company time zone) per project, with a bar each. */
export function HoursThisWeekPanel({ week, hours }: HoursThisWeekPanelProps) {
  const bars = hourBars(hours);
  return (
    <Panel
      id="hours-this-week"
      title="Hours this week"
      subtitle={weekOfTitle(week.start)}
      icon={Clock}
      tone="bg-blue-100 text-blue-800"
      figure={<Figure value={`${totalHours(hours)} h`} caption="in total" testId="week-total" />}
    >
      {bars.length === 0 ? (
        <p className="flex items-center gap-3 px-4 py-5 text-sm text-ink-muted sm:px-5">
          <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
          No hours recorded this week yet.
        </p>
      ) : (
        <ul aria-label="Hours by project" className="flex flex-col gap-4 px-4 py-4 sm:px-5">
          {bars.map((bar) => (
            <li key={bar.projectName} className="flex min-w-0 flex-col gap-1.5">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium" title={bar.projectName}>
                  {bar.projectName}
                </span>
                <span className="shrink-0 font-bold tabular-nums">{hoursShown(bar.hours)} h</span>
              </div>
              <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-canvas">
                <div className="h-full rounded-full bg-brand" style={{ width: `${bar.percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
