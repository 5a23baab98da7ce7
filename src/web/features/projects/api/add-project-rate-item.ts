import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { projectRateItemBody } from '../../../../shared/projects/rate-items-schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useRefreshProjects } from '../use-refresh';

type NewItem = z.output<typeof projectRateItemBody>;

/** Add Rate Item to Project, from a company item. */
export function useAddProjectRateItem(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: (values: NewItem) =>
      api('POST /api/projects/:id/rate-items', { params: { id: projectId }, body: values }),
    onSuccess: async (item) => {
      await refresh(projectId);
      toast({ title: 'Rate item added', description: `${item.name} is now billable on this project.` });
    },
    onError: (error) =>
      toastFailure('Creation failed', error, 'Failed to create rate item. Please try again.'),
  });
}
