import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRemoveAttachment, type AttachmentReader, type AttachmentReply } from './api';
import { AttachmentTile } from './attachment-tile';
import { AttachmentViewer } from './attachment-viewer';
import { galleryItems, opensInViewer, type QueuedWithBlob } from './gallery-items';

type AttachmentGalleryProps = {
  reader: AttachmentReader;
  docketId: number;
  attachments: readonly AttachmentReply[];
  queued: readonly QueuedWithBlob[];
  timeZone: string;
  /** Captions and Remove while the docket may change; read-only for a foreman and once approved. */
  editable: boolean;
};

/**
 * A docket's photos and files (issue 28), one gallery for the preview, the form and the foreman's
 * review: thumbnails three across on a phone, PDFs as file tiles that open the original, what waits
 * on the phone with its progress; a photo opens full screen. Nothing at all when there are none.
 */
export function AttachmentGallery({
  reader,
  docketId,
  attachments,
  queued,
  timeZone,
  editable,
}: AttachmentGalleryProps) {
  const items = galleryItems(attachments, queued);
  const photos = items.filter(opensInViewer);
  const [open, setOpen] = useState<number | null>(null);
  const [removing, setRemoving] = useState<AttachmentReply | null>(null);
  const remove = useRemoveAttachment(docketId);
  if (items.length === 0) return null;

  const confirmRemove = (attachment: AttachmentReply) => {
    setOpen(null);
    setRemoving(attachment);
  };

  return (
    <>
      <ul
        className="grid grid-cols-3 gap-2 sm:grid-cols-4"
        data-testid="attachment-gallery"
        aria-label="Photos and files"
      >
        {items.map((item) => {
          const at = photos.indexOf(item);
          return (
            <AttachmentTile
              key={item.key}
              reader={reader}
              item={item}
              onOpen={at >= 0 ? () => setOpen(at) : null}
              onRemove={editable ? confirmRemove : null}
            />
          );
        })}
      </ul>
      <AttachmentViewer
        reader={reader}
        docketId={docketId}
        items={photos}
        index={open !== null && open < photos.length ? open : null}
        onIndexChange={setOpen}
        timeZone={timeZone}
        editable={editable}
        onRemove={confirmRemove}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title="Remove from the docket?"
        description={`${removing?.caption ?? removing?.fileName ?? 'It'} will be removed from this docket.`}
        confirmLabel="Remove"
        pendingLabel="Removing…"
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
    </>
  );
}
