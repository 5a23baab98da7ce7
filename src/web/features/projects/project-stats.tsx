import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { ProjectCard } from './api/types';
import { wholeDollars } from './format';

type ProjectStatsProps = {
  project: ProjectCard;
  /** Admin and office see Total Value; everyone else the worker count (spec 002 §2). */
  showValue: boolean;
  className?: string;
};

/**
 * Total Value as DECISIONS define it: approved work, and apart from it work not yet approved
 * (drafts, pending, reverted), so nobody reads unapproved work as billable. Null without money.
 */
export function totalValue(stats: ProjectCard['stats'], size: 'text-lg' | 'text-2xl'): ReactNode {
  if (stats.approvedValue === undefined) return null;
  return (
    <>
      <span className={cn('block font-bold tabular-nums', size)}>{wholeDollars(stats.approvedValue)}</span>
      <span className="block text-xs font-semibold text-ink-muted">approved</span>
      <span className="block text-xs font-medium break-words text-ink-muted tabular-nums">
        + {wholeDollars(stats.unapprovedValue ?? '0')} not yet approved
      </span>
    </>
  );
}

/** The card's three numbers: timesheets, rate items, and Total Value or workers. */
export function ProjectStats({ project, showValue, className }: ProjectStatsProps) {
  const { stats } = project;
  const value = showValue ? totalValue(stats, 'text-lg') : null;
  const cells: { label: string; value: ReactNode }[] = [
    { label: 'Timesheets', value: String(stats.timesheetCount) },
    { label: 'Rate Items', value: String(stats.rateItemCount) },
    value === null ? { label: 'Workers', value: String(stats.workerCount) } : { label: 'Total Value', value },
  ];
  return (
    <dl className={cn('grid grid-cols-3 divide-x divide-line bg-surface-muted', className)}>
      {cells.map((cell) => (
        <div key={cell.label} className="grid content-start gap-0.5 px-3 py-3 text-center sm:px-4">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{cell.label}</dt>
          <dd className="min-w-0 text-lg font-bold break-words tabular-nums">{cell.value}</dd>
        </div>
      ))}
    </dl>
  );
}
