import { useQueryClient } from '@tanstack/react-query';
import type { AttachmentReply } from '../../../../shared/dockets/attachments/schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { attachmentKeys } from '../attachments/keys';

/** Remove a photo or file from a docket. */
export function useRemoveAttachment(docketId: number) {
  const client = useQueryClient();
  return useWritingMutation({
    mutationFn: (id: number, idempotencyKey) =>
      api('DELETE /api/dockets/:id/attachments/:attachmentId', {
        params: { id: docketId, attachmentId: id },
        idempotencyKey,
      }),
    onSuccess: async (_reply, id) => {
      client.setQueryData<AttachmentReply[]>(attachmentKeys.ofDocket(docketId), (list) =>
        list?.filter((one) => one.id !== id),
      );
      toast({ title: 'Removed from the docket' });
      await client.invalidateQueries({ queryKey: attachmentKeys.ofDocket(docketId) });
    },
    onError: (error) => toastFailure('Not removed', error, 'Failed to remove it. Please try again.'),
  });
}
