import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import type { ProjectCard } from './types';
import { useRefreshProjects } from '../use-refresh';

/** Archive (isActive false) or Restore (true), admin and office (spec 002 §4). */
export function useArchiveProject(companyId: number, onDone: () => void) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: ({ project, isActive }: { project: ProjectCard; isActive: boolean }) =>
      api('PATCH /api/projects/:id/archive', { params: { id: project.id }, body: { isActive } }),
    onSuccess: async (project) => {
      await refresh(project.id);
      toast({
        title: project.isActive ? 'Project restored' : 'Project archived',
        description: project.isActive
          ? `${project.name} is back in Active Projects.`
          : `${project.name} moved to Completed.`,
      });
      onDone();
    },
    onError: (error) => toastFailure('Operation failed', error, 'Failed to update project status.'),
  });
}
