import { useMutation } from '@tanstack/react-query';
import type { ProjectInput } from '../../../../shared/projects/schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useRefreshProjects } from '../use-refresh';

/** Edit Project Details (admin: every field) or Assign Client to Project (admin, office: clientId only). */
export function useUpdateProject(companyId: number, projectId: number, onDone: () => void) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: (values: Partial<ProjectInput>) =>
      api('PUT /api/projects/:id', { params: { id: projectId }, body: values }),
    onSuccess: async (project, values) => {
      await refresh(projectId);
      const onlyClient = Object.keys(values).every((key) => key === 'clientId');
      toast({
        title: onlyClient ? (project.clientId ? 'Client assigned' : 'Client removed') : 'Project updated',
        description: project.name,
      });
      onDone();
    },
    onError: (error) => toastFailure('Update failed', error, 'Failed to update project. Please try again.'),
  });
}
