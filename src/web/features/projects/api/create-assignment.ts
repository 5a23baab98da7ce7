import { useMutation } from '@tanstack/react-query';
import { fullName } from '../../../../shared/people';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useRefreshProjects } from '../use-refresh';
import type { Assignment, CompanyUser } from './types';

export type TeamRole = Assignment['role'];

/** Puts a person on the project's team with a role. */
export const createAssignment = (projectId: number, user: CompanyUser, role: TeamRole) =>
  api('POST /api/projects/:id/assignments', { params: { id: projectId }, body: { userId: user.id, role } });

/** Manage Team (spec 002 §4): a ticked box creates a worker assignment. */
export function useAssignToTeam(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: ({ user, role }: { user: CompanyUser; role: TeamRole }) =>
      createAssignment(projectId, user, role),
    onSuccess: (_a, { user }) => toast({ title: 'Added to the team', description: fullName(user) }),
    onError: (error) => toastFailure('Assignment failed', error, 'Failed to assign user. Please try again.'),
    onSettled: () => refresh(projectId),
  });
}
