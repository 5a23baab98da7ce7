import { useMutation } from '@tanstack/react-query';
import type { ProjectInput } from '../../../../shared/projects/schemas';
import { api, type ReplyOf } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useRefreshProjects } from '../use-refresh';

type Project = ReplyOf<'POST /api/companies/:companyId/projects'>;

/** New Project (admin). */
export function useCreateProject(companyId: number, onDone: (project: Project) => void) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: (values: ProjectInput) =>
      api('POST /api/companies/:companyId/projects', { params: { companyId }, body: values }),
    onSuccess: async (project) => {
      await refresh();
      toast({ title: 'Project created', description: `${project.name} · code ${project.code}` });
      onDone(project);
    },
    onError: (error) => toastFailure('Creation failed', error, 'Failed to create project. Please try again.'),
  });
}
