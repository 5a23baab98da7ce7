import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rendition } from '../../../../shared/dockets/attachments/limits';
import type { AttachmentReply } from '../../../../shared/dockets/attachments/schemas';
import { api } from '../../../lib/api';
import type { AttachmentReader } from './get-attachments';

/**
 * One stored file (a thumbnail, the 1,600 px view or the original) as a Blob. Read through the API
 * with the docket's own access rules: the bearer token cannot ride on an `<img src>`, so the screens
 * show it from an object URL. A stored file never changes, so it is read once; its key is not an API
 * path so a docket's live updates do not read every thumbnail again.
 */
export const attachmentFileQuery = (
  reader: AttachmentReader,
  attachment: Pick<AttachmentReply, 'id' | 'docketId'>,
  rendition: Rendition,
) => {
  const { grant } = reader;
  const params = { id: attachment.docketId, attachmentId: attachment.id, rendition };
  return queryOptions({
    queryKey: ['attachment-file', attachment.docketId, attachment.id, rendition, grant],
    queryFn: async ({ signal }): Promise<Blob> => {
      const res =
        grant === null
          ? await api('GET /api/dockets/:id/attachments/:attachmentId/:rendition', { params, signal })
          : await api('GET /api/foreman/timesheets/:id/attachments/:attachmentId/:rendition', {
              params,
              query: { grant },
              auth: false,
              signal,
            });
      return res.blob();
    },
    staleTime: Infinity,
  });
};

export const useAttachmentFile = (
  reader: AttachmentReader,
  attachment: Pick<AttachmentReply, 'id' | 'docketId'>,
  rendition: Rendition,
  enabled = true,
) => useQuery({ ...attachmentFileQuery(reader, attachment, rendition), enabled });
