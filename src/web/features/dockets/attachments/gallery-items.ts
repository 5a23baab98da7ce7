import type { AttachmentReply } from './api';
import type { QueuedAttachment } from './queued-attachment';

/** A queued photo or file with its bytes (what useQueuedAttachments gives). */
export type QueuedWithBlob = QueuedAttachment & { blob: Blob };

/** One tile of a gallery: on the server, or still on the phone. */
export type GalleryItem =
  | { kind: 'sent'; key: string; attachment: AttachmentReply }
  | { kind: 'queued'; key: string; queued: QueuedWithBlob };

/**
 * The server's attachments (oldest first), then what still waits on the phone. One the server holds
 * already shows once: the list can arrive (a live update) before the queue has dropped it.
 */
export function galleryItems(
  sent: readonly AttachmentReply[],
  queued: readonly QueuedWithBlob[],
): GalleryItem[] {
  const onServer = new Set(sent.map((attachment) => attachment.key));
  return [
    ...sent.map((attachment): GalleryItem => ({ kind: 'sent', key: `s${attachment.id}`, attachment })),
    ...queued
      .filter((item) => !onServer.has(item.id))
      .map((item): GalleryItem => ({ kind: 'queued', key: `q${item.id}`, queued: item })),
  ];
}

/** Whether the tile opens in the full-screen viewer: a photo with a view, or a photo on the phone. */
export const opensInViewer = (item: GalleryItem): boolean =>
  item.kind === 'sent' ? item.attachment.hasPreview : item.queued.kind === 'photo';
