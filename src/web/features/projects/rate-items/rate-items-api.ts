import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { companyRateItemBody } from '../../../../shared/projects/rate-items-schemas';
import { api, apiQuery, type ReplyOf } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';

export type CompanyRateItem = ReplyOf<'GET /api/companies/:companyId/rate-items'>[number];
/** The rate item form's values as typed, and as sent once the schema has read them. */
export type FormValues = z.input<typeof companyRateItemBody>;
export type RateItemValues = z.output<typeof companyRateItemBody>;

const rateItemsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/rate-items', { params: { companyId } });

/** `['/api/companies', companyId, 'rate-items']`; the setup banner reads the same cache entry. */
export const rateItemsKey = (companyId: number) => rateItemsQuery(companyId).queryKey;

export const useRateItems = (companyId: number) => useQuery(rateItemsQuery(companyId));

const failure = (title: string, what: 'create' | 'update' | 'delete') =>
  toast({ variant: 'destructive', title, description: `Failed to ${what} rate item. Please try again.` });

/** Create (no id) or update a billable item. */
export function useSaveRateItem(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: RateItemValues }) =>
      id
        ? api('PUT /api/companies/:companyId/rate-items/:id', { params: { companyId, id }, body: values })
        : api('POST /api/companies/:companyId/rate-items', { params: { companyId }, body: values }),
    onSuccess: (item, { id }) => {
      void queryClient.invalidateQueries({ queryKey: rateItemsKey(companyId) });
      toast(
        id
          ? { title: 'Rate item updated', description: `${item.name} has been saved.` }
          : { title: 'Rate item created', description: `${item.name} is ready to add to projects.` },
      );
    },
    onError: (_error, { id }) =>
      id ? failure('Update failed', 'update') : failure('Creation failed', 'create'),
  });
}

/** Switches "add to every new project" on or off. */
export function useToggleAutoCreate(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, autoCreate }: { id: number; autoCreate: boolean }) =>
      api('PUT /api/companies/:companyId/rate-items/:id', {
        params: { companyId, id },
        body: { autoCreate },
      }),
    onSuccess: (item) => {
      void queryClient.invalidateQueries({ queryKey: rateItemsKey(companyId) });
      toast({
        title: 'Rate item updated',
        description: item.autoCreate
          ? `${item.name} will be added to new projects automatically.`
          : `${item.name} will no longer be added to new projects.`,
      });
    },
    onError: () => failure('Update failed', 'update'),
  });
}

export function useDeleteRateItem(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CompanyRateItem) =>
      api('DELETE /api/companies/:companyId/rate-items/:id', { params: { companyId, id: item.id } }),
    onSuccess: (_reply, item) => {
      void queryClient.invalidateQueries({ queryKey: rateItemsKey(companyId) });
      toast({ title: 'Rate item deleted', description: `${item.name} has been removed.` });
    },
    onError: () => failure('Deletion failed', 'delete'),
  });
}
