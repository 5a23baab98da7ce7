import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useRefreshProjects } from '../use-refresh';

/** The require-approval switch (admin): on, dockets need foreman approval; off, auto-approved. */
export function useRequireApproval(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: (requireApproval: boolean) =>
      api('PATCH /api/projects/:id/require-approval', {
        params: { id: projectId },
        body: { requireApproval },
      }),
    onSuccess: async (project) => {
      await refresh(projectId);
      toast({
        title: project.requireApproval ? 'Approval required' : 'Auto-approval on',
        description: project.requireApproval
          ? 'New dockets on this project wait for a foreman’s signature.'
          : 'New dockets on this project are approved when they are completed.',
      });
    },
    onError: (error) => toastFailure('Update failed', error, 'Failed to update the approval setting.'),
  });
}
