import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { LoadingText } from '../../../components/ui/spinner';
import { useAssignments } from '../api/get-assignments';
import { useCompanyUsers } from '../api/get-company-users';
import type { ProjectCard } from '../api/types';
import { useTeamChanges } from './use-team-changes';
import { TeamMemberRow, type TeamChange } from './team-member-row';
import { fullName } from '../../../../shared/people';

type ManageTeamDialogProps = {
  companyId: number;
  project: ProjectCard | null;
  onOpenChange: (open: boolean) => void;
};

/** Manage Team (admin and office, spec 002 §4): tick people onto the project and pick their role. */
export function ManageTeamDialog({ companyId, project, onOpenChange }: ManageTeamDialogProps) {
  return (
    <Dialog open={project !== null} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        {project && (
          <>
            <DialogHeader>
              <DialogTitle>Manage Team</DialogTitle>
              <DialogDescription>
                Tick the people who work on <strong className="text-ink">{project.name}</strong>. Workers
                record dockets on it; foremen supervise. Admins see every project.
              </DialogDescription>
            </DialogHeader>
            <TeamChecklist companyId={companyId} projectId={project.id} />
            <DialogClose asChild>
              <Button variant="outline" className="w-full sm:w-auto sm:justify-self-end">
                Done
              </Button>
            </DialogClose>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function TeamChecklist({ companyId, projectId }: { companyId: number; projectId: number }) {
  const users = useCompanyUsers(companyId);
  const assignments = useAssignments(projectId);
  const changes = useTeamChanges(companyId, projectId);
  if (users.isPending || assignments.isPending) return <LoadingText label="Loading the team…" />;
  if (users.isError || assignments.isError) {
    return <p className="text-sm font-medium text-danger">Failed to fetch the team. Close and try again.</p>;
  }
  const people = users.data.filter((u) => u.isActive).sort((a, b) => fullName(a).localeCompare(fullName(b)));
  const pending = new Map<number, TeamChange>();
  for (const [change, mutation] of [
    ['assign', changes.assign],
    ['unassign', changes.unassign],
    ['role', changes.changeRole],
  ] as const) {
    if (mutation.isPending && mutation.variables) pending.set(mutation.variables.user.id, change);
  }
  return (
    <ul
      aria-label="Company team"
      className="max-h-80 divide-y divide-line overflow-y-auto rounded-lg border border-line"
    >
      {people.map((user) => (
        <TeamMemberRow
          key={user.id}
          user={user}
          assignment={assignments.data.find((a) => a.userId === user.id)}
          pending={pending.get(user.id) ?? null}
          changes={changes}
        />
      ))}
    </ul>
  );
}
