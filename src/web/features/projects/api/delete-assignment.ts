import { useMutation } from '@tanstack/react-query';
import { fullName } from '../../../../shared/people';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useRefreshProjects } from '../use-refresh';
import type { Assignment, CompanyUser } from './types';

/** Takes a person off the project's team. */
export const deleteAssignment = (projectId: number, assignment: Assignment) =>
  api('DELETE /api/projects/:id/assignments/:assignmentId', {
    params: { id: projectId, assignmentId: assignment.id },
  });

/** Manage Team (spec 002 §4): an unticked box deletes the assignment. */
export function useRemoveFromTeam(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: ({ assignment }: { user: CompanyUser; assignment: Assignment }) =>
      deleteAssignment(projectId, assignment),
    onSuccess: (_r, { user }) => toast({ title: 'Removed from the team', description: fullName(user) }),
    onError: (error) => toastFailure('Removal failed', error, 'Failed to remove user. Please try again.'),
    onSettled: () => refresh(projectId),
  });
}
