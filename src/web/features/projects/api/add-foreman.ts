import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useRefreshProjects } from '../use-refresh';

/** Add a code-access foreman with name and e-mail (admin and office). */
export function useAddForeman(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
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
}
