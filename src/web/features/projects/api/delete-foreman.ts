import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useRefreshProjects } from '../use-refresh';

/** Remove a code-access foreman (admin and office). */
export function useDeleteForeman(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: (foremanId: number) =>
      api('DELETE /api/projects/:id/foremans/:foremanId', { params: { id: projectId, foremanId } }),
    onSuccess: async () => {
      await refresh(projectId);
      toast({ title: 'Foreman removed' });
    },
    onError: (error) => toastFailure('Error', error, 'Failed to remove foreman'),
  });
}
