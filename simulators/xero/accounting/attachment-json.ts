import type { Attachment } from '../store';

/**
 * Xero's attachment limits: 10 files on one document, 10 MB a file (Xero's figure since April 2026,
 * 3 MB before; a bigger file is refused 413 `RequestEntityTooLarge`).
 */
export const ATTACHMENT_LIMITS = { perDocument: 10, maxBytes: 10 * 1024 * 1024 } as const;

/** An attachment as the accounting API writes it (schema `Attachment`); `url` is where its content is read. */
export function attachmentJson(attachment: Attachment, url: string) {
  return {
    AttachmentID: attachment.AttachmentID,
    FileName: attachment.FileName,
    Url: url,
    MimeType: attachment.MimeType,
    ContentLength: attachment.content.length,
    IncludeOnline: attachment.IncludeOnline,
  };
}
