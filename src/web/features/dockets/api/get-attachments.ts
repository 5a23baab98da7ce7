import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttachmentReply } from '../../../../shared/dockets/attachments/schemas';
import { api, queryKeyOf } from '../../../lib/api';
import { attachmentKeys } from '../attachments/keys';
import { withGrant } from '../with-grant';

export type { AttachmentReply };

/**
 * Who reads a docket's photos and files: the signed-in user (`grant` null, their bearer token), or a
 * foreman holding a project code's or an approval e-mail's grant, which opens that docket only.
 */
export type AttachmentReader = { grant: string | null };

/** A docket's photos and files, oldest first; a docket still on the phone has none on the server yet. */
export const attachmentsQuery = (reader: AttachmentReader, docketId: number) => {
  const { grant } = reader;
  return queryOptions({
    queryKey:
      grant === null
        ? attachmentKeys.ofDocket(docketId)
        : queryKeyOf('/api/foreman/timesheets/:id/attachments', { id: docketId }),
    queryFn: ({ signal }): Promise<AttachmentReply[]> =>
      grant === null
        ? api('GET /api/dockets/:id/attachments', { params: { id: docketId }, signal })
        : api('GET /api/foreman/timesheets/:id/attachments', {
            params: { id: docketId },
            signal,
            ...withGrant(grant),
          }),
    enabled: docketId > 0,
  });
};

export const useAttachments = (reader: AttachmentReader, docketId: number) =>
  useQuery(attachmentsQuery(reader, docketId));
