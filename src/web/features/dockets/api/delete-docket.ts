import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/api';
import { queueChange } from '../offline/queue-change';
import type { Docket } from '../types';
import { docketKeys, refreshAfterChange } from './keys';

/** A docket deleted through the offline queue (see create-docket.ts). */
export function useDeleteDocket() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (docket: Docket) => {
      await queueChange(client, user, { kind: 'delete', docket });
      return docket;
    },
    onSuccess: (docket) => {
      client.removeQueries({ queryKey: docketKeys.one(docket.id), exact: true });
      void refreshAfterChange(client, docket);
    },
  });
}
