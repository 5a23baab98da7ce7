import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { ASSIGNMENT_BADGES, can, type Role } from '../../../shared/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LoadingText } from '../../components/ui/spinner';
import { useAssignments } from './api/get-assignments';
import type { ProjectCard } from './api/types';
import { ManageTeamDialog } from './dialogs/manage-team-dialog';
import { Section } from './section';
import { fullName } from '../../../shared/people';

type TeamTabProps = { companyId: number; role: Role; project: ProjectCard };

/** The people assigned to the project, and Manage Team for admin and office. */
export function TeamTab({ companyId, role, project }: TeamTabProps) {
  const [managing, setManaging] = useState(false);
  const assignments = useAssignments(project.id);
  const manage = can(role, 'projects.manageTeam');
  return (
    <Section
      id="project-team-title"
      title="Team"
      action={
        manage && (
          <Button variant="outline" size="sm" onClick={() => setManaging(true)}>
            <UsersRound aria-hidden="true" />
            Manage Team
          </Button>
        )
      }
    >
      {assignments.isPending && <LoadingText label="Loading the team…" />}
      {assignments.isError && <p className="text-sm font-medium text-danger">Failed to fetch the team.</p>}
      {assignments.data?.length === 0 && <p className="text-sm text-ink-muted">Nobody is assigned yet.</p>}
      {assignments.data && assignments.data.length > 0 && (
        <ul className="divide-y divide-line">
          {assignments.data.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="grid min-w-0">
                <span className="truncate font-semibold">{fullName(a.user)}</span>
                <span className="truncate text-sm text-ink-muted">@{a.user.username}</span>
              </div>
              <Badge variant={ASSIGNMENT_BADGES[a.role].variant}>{ASSIGNMENT_BADGES[a.role].label}</Badge>
            </li>
          ))}
        </ul>
      )}
      {manage && (
        <ManageTeamDialog
          companyId={companyId}
          project={managing ? project : null}
          onOpenChange={(open) => setManaging(open)}
        />
      )}
    </Section>
  );
}
