import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { projectRateItemUpdate } from '../../../../shared/projects/rate-items-schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useRefreshProjects } from '../use-refresh';

type ItemChange = z.output<typeof projectRateItemUpdate>;

/** Edit a project rate item (the dialog or the inline rate). */
export function useUpdateProjectRateItem(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: ItemChange }) =>
      api('PUT /api/project-rate-items/:id', { params: { id }, body: values }),
    onSuccess: async (item) => {
      await refresh(projectId);
      toast({ title: 'Rate item updated', description: item.name });
    },
    onError: (error) => toastFailure('Update failed', error, 'Failed to update rate item. Please try again.'),
  });
}
