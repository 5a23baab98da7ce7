import { cn } from '../../lib/cn';
import type { ProjectCard } from './api';
import { wholeDollars } from './format';

type ProjectStatsProps = {
  project: ProjectCard;
  /** Admin and office see Total Value; everyone else the worker count (spec 002 §2). */
  showValue: boolean;
  className?: string;
};

/** The card's three numbers: timesheets, rate items, and Total Value or workers. */
export function ProjectStats({ project, showValue, className }: ProjectStatsProps) {
  const { stats } = project;
  const value = showValue && stats.totalValue !== undefined ? stats.totalValue : null;
  const cells = [
    { label: 'Timesheets', value: String(stats.timesheetCount) },
    { label: 'Rate Items', value: String(stats.rateItemCount) },
    value === null
      ? { label: 'Workers', value: String(stats.workerCount) }
      : { label: 'Total Value', value: wholeDollars(value) },
  ];
  return (
    <dl className={cn('grid grid-cols-3 divide-x divide-line bg-surface-muted', className)}>
      {cells.map((cell) => (
        <div key={cell.label} className="grid gap-0.5 px-3 py-3 text-center sm:px-4">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{cell.label}</dt>
          <dd className="truncate text-lg font-bold tabular-nums">{cell.value}</dd>
        </div>
      ))}
    </dl>
  );
}
