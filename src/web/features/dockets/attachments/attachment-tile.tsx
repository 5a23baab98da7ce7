import { useQueryClient } from '@tanstack/react-query';
import { FileText, ImageOff, RotateCw, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { saveFile } from '../../../lib/download';
import { toastFailure } from '../../../lib/failure';
import { attachmentFileQuery, useAttachmentFile, type AttachmentReader, type AttachmentReply } from './api';
import type { GalleryItem, QueuedWithBlob } from './gallery-items';
import { discardAttachment, retryAttachment } from './queue';
import { queuedBadge } from './tile-state';
import { BlobImage } from './blob-image';

const SQUARE =
  'focus-ring relative block aspect-square w-full overflow-hidden rounded-lg border border-line bg-surface-muted';

/** A picture filling its square, or a grey square while it loads. */
function Picture({ blob, alt }: { blob: Blob | undefined; alt: string }) {
  return blob ? (
    <BlobImage blob={blob} alt={alt} className="size-full object-cover" />
  ) : (
    <span className="block size-full animate-pulse bg-line" aria-label={`Loading ${alt}`} role="img" />
  );
}

/** A file's square: its icon and name (a PDF, or a photo the server could not make a thumbnail of). */
function FileFace({ name, broken = false }: { name: string; broken?: boolean }) {
  const Icon = broken ? ImageOff : FileText;
  return (
    <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center">
      <Icon aria-hidden="true" className="size-8 shrink-0 text-ink-muted" />
      <span className="line-clamp-3 text-xs font-semibold break-all">{name}</span>
    </span>
  );
}

/** Opens a stored file's original in a new tab (the tab opens at the tap, so no pop-up blocker stops it). */
function useOpenOriginal(reader: AttachmentReader) {
  const client = useQueryClient();
  return async (attachment: AttachmentReply) => {
    const tab = window.open('', '_blank');
    try {
      const blob = await client.fetchQuery(attachmentFileQuery(reader, attachment, 'original'));
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else saveFile(blob, attachment.fileName);
    } catch (error) {
      tab?.close();
      toastFailure('Could not open the file', error, 'Failed to open the file. Please try again.');
    }
  };
}

function SentFace({ reader, attachment }: { reader: AttachmentReader; attachment: AttachmentReply }) {
  const thumb = useAttachmentFile(reader, attachment, 'thumb', attachment.hasPreview);
  const alt = attachment.caption ?? attachment.fileName;
  if (!attachment.hasPreview) return <FileFace name={attachment.fileName} />;
  if (thumb.isError) return <FileFace name={attachment.fileName} broken />;
  return <Picture blob={thumb.data} alt={alt} />;
}

function QueuedFace({ item }: { item: QueuedWithBlob }) {
  return item.kind === 'photo' ? (
    <Picture blob={item.blob} alt={item.caption ?? item.fileName} />
  ) : (
    <FileFace name={item.fileName} />
  );
}

/** What a refused upload offers: send it again, or drop it from the phone. */
function QueuedActions({ item }: { item: QueuedWithBlob }) {
  const run = (action: (id: string) => Promise<unknown> | unknown, title: string) => async () => {
    try {
      await action(item.id);
    } catch (error) {
      toastFailure(title, error, 'Please try again.');
    }
  };
  return (
    <div className="flex gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Try sending ${item.fileName} again`}
        onClick={() => void run(retryAttachment, 'Could not try again')()}
      >
        <RotateCw aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Discard ${item.fileName}`}
        onClick={() => void run(discardAttachment, 'Could not discard it')()}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

type AttachmentTileProps = {
  reader: AttachmentReader;
  item: GalleryItem;
  /** Opens the tile in the full-screen viewer (photos); files open their original instead. */
  onOpen: (() => void) | null;
  /** A file's Remove while the docket is editable (a photo's is in the viewer). */
  onRemove: ((attachment: AttachmentReply) => void) | null;
};

/** One square of the gallery (issue 28): a thumbnail or a file tile, with its caption and state. */
export function AttachmentTile({ reader, item, onOpen, onRemove }: AttachmentTileProps) {
  const openOriginal = useOpenOriginal(reader);
  const badge = item.kind === 'queued' ? queuedBadge(item.queued) : null;
  const name = item.kind === 'sent' ? item.attachment.fileName : item.queued.fileName;
  const caption = item.kind === 'sent' ? item.attachment.caption : item.queued.caption;
  const face =
    item.kind === 'sent' ? (
      <SentFace reader={reader} attachment={item.attachment} />
    ) : (
      <QueuedFace item={item.queued} />
    );
  const sentFile = item.kind === 'sent' && !onOpen ? item.attachment : null;
  const open = onOpen ?? (sentFile ? () => void openOriginal(sentFile) : null);

  return (
    <li
      className="grid min-w-0 grid-cols-1 content-start gap-1"
      data-testid="attachment-tile"
      data-state={badge?.state ?? 'sent'}
    >
      {open ? (
        <button type="button" className={SQUARE} onClick={open} aria-label={`Open ${caption ?? name}`}>
          {face}
        </button>
      ) : (
        <div className={SQUARE}>{face}</div>
      )}
      {badge && (
        <Badge
          variant={badge.state === 'refused' ? 'red' : 'yellow'}
          className="max-w-full justify-self-start whitespace-normal"
        >
          {badge.label}
        </Badge>
      )}
      {item.kind === 'queued' && item.queued.state === 'refused' && (
        <>
          {item.queued.attention && <p className="text-xs text-danger-hover">{item.queued.attention}</p>}
          <QueuedActions item={item.queued} />
        </>
      )}
      {caption && <p className="line-clamp-2 text-xs break-words text-ink-muted">{caption}</p>}
      {sentFile && onRemove && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          aria-label={`Remove ${sentFile.fileName}`}
          onClick={() => onRemove(sentFile)}
        >
          <Trash2 aria-hidden="true" className="size-4!" />
          Remove
        </Button>
      )}
    </li>
  );
}
