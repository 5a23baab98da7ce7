import {
  Archive,
  ArchiveRestore,
  Building2,
  CalendarDays,
  Eye,
  MapPin,
  Share2,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import type { ProjectCard as Project } from './api/types';
import { shortDate } from './format';
import { ApprovalBadge, StatusBadge } from './project-badges';
import { BudgetFlagBadge } from './budget/budget-flag-badge';
import { ProjectStats } from './project-stats';

export type ProjectAction = 'detail' | 'share' | 'team' | 'archive';

type ProjectCardProps = {
  project: Project;
  /** Admin and office: Total Value, Manage Team and Archive/Restore (spec 002 §2). */
  backOffice: boolean;
  onAction: (action: ProjectAction, project: Project) => void;
};

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex min-w-0 items-start gap-2 text-sm text-ink-muted">
      <span className="mt-0.5 shrink-0 [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/** One project: identity, approval mode, where and when, statistics and the actions of the role. */
export function ProjectCard({ project, backOffice, onAction }: ProjectCardProps) {
  const titleId = `project-${project.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm"
    >
      <div className="grid gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg leading-snug font-bold text-balance">
            {project.name}
          </h2>
          <StatusBadge active={project.isActive} />
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
          <span className="rounded-md bg-canvas px-2 py-0.5 font-mono font-semibold">
            <span className="font-sans font-normal text-ink-muted">Code </span>
            {project.code}
          </span>
          {project.jobNumber && (
            <span className="text-ink-muted">
              Job <span className="font-semibold text-ink">{project.jobNumber}</span>
            </span>
          )}
          <ApprovalBadge requireApproval={project.requireApproval} />
          {project.budget?.flag && (
            <BudgetFlagBadge flag={project.budget.flag} percent={project.budget.percent} />
          )}
        </div>
        {project.description && <p className="line-clamp-2 text-sm">{project.description}</p>}
        <div className="grid gap-1.5">
          {project.clientName && <Fact icon={<Building2 aria-hidden="true" />}>{project.clientName}</Fact>}
          {project.location && <Fact icon={<MapPin aria-hidden="true" />}>{project.location}</Fact>}
          {project.startDate && (
            <Fact icon={<CalendarDays aria-hidden="true" />}>Started {shortDate(project.startDate)}</Fact>
          )}
        </div>
      </div>
      <ProjectStats project={project} showValue={backOffice} className="mt-auto border-y border-line" />
      <div className="grid grid-cols-2 gap-2 p-3 sm:px-4">
        <Button variant="secondary" onClick={() => onAction('detail', project)}>
          <Eye aria-hidden="true" />
          View<span className="sr-only"> {project.name}</span>
        </Button>
        <Button variant="outline" onClick={() => onAction('share', project)}>
          <Share2 aria-hidden="true" />
          Share<span className="sr-only"> {project.name}</span>
        </Button>
        {backOffice && (
          <>
            <Button variant="ghost" onClick={() => onAction('team', project)}>
              <UsersRound aria-hidden="true" />
              Manage Team<span className="sr-only"> of {project.name}</span>
            </Button>
            <Button variant="ghost" onClick={() => onAction('archive', project)}>
              {project.isActive ? <Archive aria-hidden="true" /> : <ArchiveRestore aria-hidden="true" />}
              {project.isActive ? 'Archive' : 'Restore'}
              <span className="sr-only"> {project.name}</span>
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
