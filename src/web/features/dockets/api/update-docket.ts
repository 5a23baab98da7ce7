import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/api';
import { queueChange } from '../offline/queue-change';
import type { UpdateDocketBody } from '../types';
import { docketKeys, refreshAfterChange } from './keys';

/** A docket change through the offline queue (see create-docket.ts). */
export function useUpdateDocket() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, body }: { id: number; body: UpdateDocketBody }) =>
      queueChange(client, user, { kind: 'update', id, body }),
    onSuccess: (docket) => {
      client.setQueryData(docketKeys.one(docket.id), docket);
      void refreshAfterChange(client, docket);
    },
  });
}
