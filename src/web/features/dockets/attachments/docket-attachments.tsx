import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useAttachments, type AttachmentReader } from './api';
import { AttachButtons } from './attach-buttons';
import { AttachmentGallery } from './attachment-gallery';
import { queueAttachments, useQueuedAttachments } from './queue';

/** Said when the phone could not keep a file for a reason the queue did not name. */
const NOT_KEPT = 'This could not be kept on this phone. Please try again.';

type DocketAttachmentsProps = {
  reader: AttachmentReader;
  docketId: number;
  /** The signed-in user whose phone queues what they attach; null for a grant holder. */
  userId: number | null;
  /** Take photo and Add file, captions and Remove (attach-rules.ts `mayAttach`). */
  mayAttach: boolean;
  timeZone: string;
};

/**
 * 'Photos and files' of a docket that has an id (issue 28): the gallery of what the server holds and
 * what waits on this phone, and, where allowed, Take photo and Add file, queued at once. A docket
 * with none, for someone who may not attach, shows nothing.
 */
export function DocketAttachments({ reader, docketId, userId, mayAttach, timeZone }: DocketAttachmentsProps) {
  const list = useAttachments(reader, docketId);
  const queued = useQueuedAttachments(userId ?? 0, docketId);
  const [refused, setRefused] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const sent = list.data ?? [];
  const count = sent.length + queued.length;
  if (!mayAttach && count === 0 && !list.isError) return null;

  const attach = async (files: File[]) => {
    if (userId === null) return;
    setAdding(true);
    try {
      // The queue checks the sizes and the count (with what the server holds) and the phone's room.
      const { refused: why } = await queueAttachments({ userId, docketId, files, onServer: sent.length });
      setRefused(why);
    } catch {
      setRefused(NOT_KEPT);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Card role="region" aria-labelledby={`attachments-${docketId}`}>
      <CardHeader className="pb-4">
        <CardTitle id={`attachments-${docketId}`}>Photos and files</CardTitle>
        {mayAttach && count === 0 && (
          <CardDescription>Add photos of the work, delivery dockets or other proof.</CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isError && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            The photos could not be loaded.
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </p>
        )}
        <AttachmentGallery
          reader={reader}
          docketId={docketId}
          attachments={sent}
          queued={queued}
          timeZone={timeZone}
          editable={mayAttach}
        />
        {mayAttach && userId !== null && (
          <AttachButtons onFiles={(files) => void attach(files)} disabled={adding} refused={refused} />
        )}
      </CardContent>
    </Card>
  );
}
