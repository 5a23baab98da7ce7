import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { toastFailure } from '../clients/api';
import type { Assignment, CompanyUser } from './api';
import { useRefreshProjects } from './use-refresh';
import { fullName } from '../../../shared/people';

type TeamRole = Assignment['role'];

/**
 * Manage Team (spec 002 §4): a ticked box creates a worker assignment, an unticked one deletes it,
 * and a role change deletes the assignment and creates it again with the new role.
 */
export function useTeamChanges(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  const create = (user: CompanyUser, role: TeamRole) =>
    api('POST /api/projects/:id/assignments', { params: { id: projectId }, body: { userId: user.id, role } });
  const remove = (assignment: Assignment) =>
    api('DELETE /api/projects/:id/assignments/:assignmentId', {
      params: { id: projectId, assignmentId: assignment.id },
    });

  const assign = useMutation({
    mutationFn: ({ user, role }: { user: CompanyUser; role: TeamRole }) => create(user, role),
    onSuccess: (_a, { user }) => toast({ title: 'Added to the team', description: fullName(user) }),
    onError: (error) => toastFailure('Assignment failed', error, 'Failed to assign user. Please try again.'),
    onSettled: () => refresh(projectId),
  });
  const unassign = useMutation({
    mutationFn: ({ assignment }: { user: CompanyUser; assignment: Assignment }) => remove(assignment),
    onSuccess: (_r, { user }) => toast({ title: 'Removed from the team', description: fullName(user) }),
    onError: (error) => toastFailure('Removal failed', error, 'Failed to remove user. Please try again.'),
    onSettled: () => refresh(projectId),
  });
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
      await remove(assignment);
      return create(user, role);
    },
    onSuccess: (_a, { user, role }) =>
      toast({ title: 'Role changed', description: `${fullName(user)} is now a ${role} on this project.` }),
    onError: (error) => toastFailure('Assignment failed', error, 'Failed to assign user. Please try again.'),
    onSettled: () => refresh(projectId),
  });
  return { assign, unassign, changeRole };
}

/** Code-access foremen: add with name and e-mail, remove (admin and office). */
export function useForemanChanges(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  const add = useMutation({
    mutationFn: (values: { foremanName: string; foremanEmail: string }) =>
      api('POST /api/projects/:id/foremans', { params: { id: projectId }, body: values }),
    onSuccess: async (_f, values) => {
      await refresh(projectId);
      toast({
        title: 'Foreman added',
        description: `${values.foremanName} can approve dockets on this project.`,
      });
    },
    onError: (error) => toastFailure('Error', error, 'Failed to add foreman'),
  });
  const remove = useMutation({
    mutationFn: (foremanId: number) =>
      api('DELETE /api/projects/:id/foremans/:foremanId', { params: { id: projectId, foremanId } }),
    onSuccess: async () => {
      await refresh(projectId);
      toast({ title: 'Foreman removed' });
    },
    onError: (error) => toastFailure('Error', error, 'Failed to remove foreman'),
  });
  return { add, remove };
}
