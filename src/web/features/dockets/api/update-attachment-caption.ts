import { useQueryClient } from '@tanstack/react-query';
import type { AttachmentReply } from '../../../../shared/dockets/attachments/schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { attachmentKeys } from '../attachments/keys';

/** Change a caption (empty clears it); the docket's list shows the saved one. */
export function useUpdateCaption(docketId: number) {
  const client = useQueryClient();
  return useWritingMutation({
    mutationFn: ({ id, caption }: { id: number; caption: string }, idempotencyKey) =>
      api('PATCH /api/dockets/:id/attachments/:attachmentId', {
        params: { id: docketId, attachmentId: id },
        body: { caption: caption.trim() || null },
        idempotencyKey,
      }),
    onSuccess: async (saved) => {
      client.setQueryData<AttachmentReply[]>(attachmentKeys.ofDocket(docketId), (list) =>
        list?.map((one) => (one.id === saved.id ? saved : one)),
      );
      toast({ title: 'Caption saved' });
      await client.invalidateQueries({ queryKey: attachmentKeys.ofDocket(docketId) });
    },
    onError: (error) =>
      toastFailure('Caption not saved', error, 'Failed to save the caption. Please try again.'),
  });
}
