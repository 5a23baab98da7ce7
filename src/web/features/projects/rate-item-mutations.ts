import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { projectRateItemBody, projectRateItemUpdate } from '../../../shared/projects/rate-items-schemas';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { toastFailure } from '../clients/api';
import type { ProjectRateItem } from './api';
import { useRefreshProjects } from './use-refresh';

type NewItem = z.output<typeof projectRateItemBody>;
type ItemChange = z.output<typeof projectRateItemUpdate>;

/** Project rate items: add from a company item, edit (the dialog or the inline rate), remove. */
export function useRateItemChanges(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  const add = useMutation({
    mutationFn: (values: NewItem) =>
      api('POST /api/projects/:id/rate-items', { params: { id: projectId }, body: values }),
    onSuccess: async (item) => {
      await refresh(projectId);
      toast({ title: 'Rate item added', description: `${item.name} is now billable on this project.` });
    },
    onError: (error) =>
      toastFailure('Creation failed', error, 'Failed to create rate item. Please try again.'),
  });
  const update = useMutation({
    mutationFn: ({ id, values }: { id: number; values: ItemChange }) =>
      api('PUT /api/project-rate-items/:id', { params: { id }, body: values }),
    onSuccess: async (item) => {
      await refresh(projectId);
      toast({ title: 'Rate item updated', description: item.name });
    },
    onError: (error) => toastFailure('Update failed', error, 'Failed to update rate item. Please try again.'),
  });
  const remove = useMutation({
    mutationFn: (item: ProjectRateItem) =>
      api('DELETE /api/project-rate-items/:id', { params: { id: item.id } }),
    onSuccess: async (_r, item) => {
      await refresh(projectId);
      toast({ title: 'Rate item removed', description: `${item.name} is no longer on this project.` });
    },
    onError: (error) =>
      toastFailure('Deletion failed', error, 'Failed to delete rate item. Please try again.'),
  });
  return { add, update, remove };
}
