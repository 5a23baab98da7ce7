import { can, type Role } from '../../../shared/roles';
import { useAssignments } from './api/get-assignments';
import type { ProjectCard } from './api/types';
import { oneDecimal } from './format';
import { totalValue } from './project-stats';
import { ClientSection } from './client-section';
import { DetailsSection } from './details-section';

type OverviewTabProps = { companyId: number; role: Role; project: ProjectCard };

/** Overview: the four figures, Project Details and Client Information (spec 002 §2). */
export function OverviewTab({ companyId, role, project }: OverviewTabProps) {
  const assignments = useAssignments(project.id);
  const { stats } = project;
  const value = can(role, 'projects.archive') ? totalValue(stats, 'text-2xl') : null;
  const tiles = [
    { label: 'Total Assigned', value: assignments.data ? String(assignments.data.length) : '…' },
    { label: 'Total Hours', value: oneDecimal(stats.totalHours) },
    value ? { label: 'Total Value', value } : { label: 'Rate Items', value: String(stats.rateItemCount) },
    { label: 'Timesheets', value: String(stats.timesheetCount) },
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="grid gap-0.5 rounded-lg bg-canvas px-3 py-3">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{tile.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <DetailsSection companyId={companyId} role={role} project={project} />
        <ClientSection companyId={companyId} role={role} project={project} />
      </div>
    </div>
  );
}
