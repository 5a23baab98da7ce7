import { useMutation } from '@tanstack/react-query';
import { fullName } from '../../../../shared/people';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { createAssignment, useAssignToTeam, type TeamRole } from '../api/create-assignment';
import { deleteAssignment, useRemoveFromTeam } from '../api/delete-assignment';
import type { Assignment, CompanyUser } from '../api/types';
import { useRefreshProjects } from '../use-refresh';

/**
 * Manage Team (spec 002 §4): a ticked box creates a worker assignment, an unticked one deletes it,
 * and a role change deletes the assignment and creates it again with the new role.
 */
export function useTeamChanges(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  const assign = useAssignToTeam(companyId, projectId);
  const unassign = useRemoveFromTeam(companyId, projectId);
  const changeRole = useMutation({
    mutationFn: async ({
      user,
      assignment,
      role,
    }: {
      user: CompanyUser;
      assignment: Assignment;
      role: TeamRole;
    }) => {
      await deleteAssignment(projectId, assignment);
      return createAssignment(projectId, user, role);
    },
    onSuccess: (_a, { user, role }) =>
      toast({ title: 'Role changed', description: `${fullName(user)} is now a ${role} on this project.` }),
    onError: (error) => toastFailure('Assignment failed', error, 'Failed to assign user. Please try again.'),
    onSettled: () => refresh(projectId),
  });
  return { assign, unassign, changeRole };
}
