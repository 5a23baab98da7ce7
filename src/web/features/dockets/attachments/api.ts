/**
 * A docket's photos and files on the server as the screens read and change them (issue 28); each
 * call lives in the area's api/ folder, one file per endpoint.
 */
export {
  attachmentsQuery,
  useAttachments,
  type AttachmentReader,
  type AttachmentReply,
} from '../api/get-attachments';
export { attachmentFileQuery, useAttachmentFile } from '../api/get-attachment-file';
export { useUpdateCaption } from '../api/update-attachment-caption';
export { useRemoveAttachment } from '../api/remove-attachment';
