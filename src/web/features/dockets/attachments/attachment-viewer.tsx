import { ChevronLeft, ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { MAX_CAPTION } from '../../../../shared/dockets/attachments/limits';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useAttachmentFile, useUpdateCaption, type AttachmentReader, type AttachmentReply } from './api';
import type { GalleryItem } from './gallery-items';
import { takenLine } from './taken-line';
import { BlobImage } from './blob-image';

type AttachmentViewerProps = {
  reader: AttachmentReader;
  docketId: number;
  /** The photos of the gallery, in its order. */
  items: readonly GalleryItem[];
  /** The one shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  timeZone: string;
  /** Edit caption and Remove for photos on the server while the docket may change. */
  editable: boolean;
  onRemove: (attachment: AttachmentReply) => void;
};

const FIT = 'max-h-full max-w-full object-contain';

function SentPhoto({ reader, attachment }: { reader: AttachmentReader; attachment: AttachmentReply }) {
  const view = useAttachmentFile(reader, attachment, 'view');
  if (view.isError) return <p className="text-ink-inverse">This photo could not be loaded.</p>;
  if (!view.data) return <Spinner className="size-8! text-ink-inverse" />;
  return <BlobImage blob={view.data} alt={attachment.caption ?? attachment.fileName} className={FIT} />;
}

/** The caption of a photo on the server, and its 'Edit caption' while the docket may change. */
function Caption({
  docketId,
  attachment,
  editable,
}: {
  docketId: number;
  attachment: AttachmentReply;
  editable: boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = useUpdateCaption(docketId);
  if (draft === null)
    return (
      <div className="flex flex-wrap items-center justify-center gap-2">
        {attachment.caption && <p className="text-base break-words">{attachment.caption}</p>}
        {editable && (
          <Button
            variant="ghost"
            size="sm"
            className="text-ink-inverse hover:bg-white/10"
            onClick={() => setDraft(attachment.caption ?? '')}
          >
            <Pencil aria-hidden="true" className="size-4!" />
            Edit caption
          </Button>
        )}
      </div>
    );
  return (
    <form
      noValidate
      className="flex w-full max-w-lg gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: attachment.id, caption: draft }, { onSuccess: () => setDraft(null) });
      }}
    >
      <Input
        aria-label="Caption"
        value={draft}
        maxLength={MAX_CAPTION}
        onChange={(event) => setDraft(event.target.value)}
        className="text-ink"
        autoFocus
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner />}
        Save
      </Button>
      <Button
        type="button"
        variant="ghost"
        className="text-ink-inverse hover:bg-white/10"
        onClick={() => setDraft(null)}
      >
        Cancel
      </Button>
    </form>
  );
}

/**
 * The full-screen viewer (issue 28): the 1,600 px view of a photo (or the phone's own copy of one
 * not sent yet), its caption and, when the company keeps them, where and when it was taken;
 * previous and next (buttons and arrow keys); closed with ✕ or Esc.
 */
export function AttachmentViewer(props: AttachmentViewerProps) {
  const { reader, docketId, items, index, onIndexChange, timeZone, editable, onRemove } = props;
  const item = index === null ? null : items[index];
  const count = items.length;
  const step = (by: number) => index !== null && count > 1 && onIndexChange((index + by + count) % count);
  const keys = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };
  const sent = item?.kind === 'sent' ? item.attachment : null;
  const name = item ? (item.kind === 'sent' ? item.attachment.fileName : item.queued.fileName) : '';
  const taken = sent ? takenLine(sent, timeZone) : null;

  return (
    <Dialog open={item != null} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogContent
        data-testid="attachment-viewer"
        onKeyDown={keys}
        aria-describedby={undefined}
        className="top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-none flex-col gap-3 rounded-none bg-night p-3 pt-14 text-ink-inverse sm:p-6 sm:pt-14 [&>button:last-child]:text-ink-inverse [&>button:last-child]:hover:bg-white/10"
      >
        <DialogTitle className="absolute top-4 left-4 right-16 truncate text-base">
          {count > 1 && index !== null ? `${index + 1} of ${count} · ` : ''}
          {name}
        </DialogTitle>
        <div className="relative flex min-h-0 flex-1 items-center justify-center">
          {item?.kind === 'sent' && <SentPhoto reader={reader} attachment={item.attachment} />}
          {item?.kind === 'queued' && (
            <BlobImage blob={item.queued.blob} alt={item.queued.caption ?? name} className={FIT} />
          )}
          {count > 1 && (
            <>
              <Button
                variant="secondary"
                size="icon"
                className="absolute left-0 bg-night/70"
                aria-label="Previous photo"
                onClick={() => step(-1)}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button
                variant="secondary"
                size="icon"
                className="absolute right-0 bg-night/70"
                aria-label="Next photo"
                onClick={() => step(1)}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </>
          )}
        </div>
        <div className="grid justify-items-center gap-1 pb-[env(safe-area-inset-bottom)] text-center">
          {sent ? (
            <Caption key={sent.id} docketId={docketId} attachment={sent} editable={editable} />
          ) : (
            item?.kind === 'queued' &&
            item.queued.caption && <p className="text-base">{item.queued.caption}</p>
          )}
          {taken && <DialogDescription className="text-ink-inverse/80">{taken}</DialogDescription>}
          {sent && editable && (
            <Button
              variant="ghost"
              size="sm"
              className="text-ink-inverse hover:bg-white/10"
              onClick={() => onRemove(sent)}
            >
              <Trash2 aria-hidden="true" className="size-4!" />
              Remove
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
