import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import type { ProjectRateItem } from './types';
import { useRefreshProjects } from '../use-refresh';

/** Remove a rate item from the project. */
export function useDeleteProjectRateItem(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: (item: ProjectRateItem) =>
      api('DELETE /api/project-rate-items/:id', { params: { id: item.id } }),
    onSuccess: async (_r, item) => {
      await refresh(projectId);
      toast({ title: 'Rate item removed', description: `${item.name} is no longer on this project.` });
    },
    onError: (error) =>
      toastFailure('Deletion failed', error, 'Failed to delete rate item. Please try again.'),
  });
}
