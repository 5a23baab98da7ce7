import { useMemo, useSyncExternalStore } from 'react';
import { offlineSync } from '../offline/queue/sync';
import { attachmentsOfDocket, summarize, type AttachmentSummary } from './queue/attachment-state';
import { attachmentSync } from './queue/page-queue';
import type { QueuedAttachment } from './queued-attachment';

/** A waiting photo or file as the gallery shows it ('Waiting to send'), with its bytes for an object URL. */
export type WaitingAttachment = QueuedAttachment & { blob: Blob };

const useAttachmentSnapshot = () =>
  useSyncExternalStore(attachmentSync.subscribe, attachmentSync.getSnapshot);
const useDocketState = () => useSyncExternalStore(offlineSync.subscribe, offlineSync.getSnapshot).state;

/**
 * What waits on this phone for one docket, in the order taken: by its server id or the temporary
 * id it had while its create waited (a screen of docket 42 sees the photos taken under -3).
 */
export function useQueuedAttachments(userId: number, docketId: number): WaitingAttachment[] {
  const { records, sending } = useAttachmentSnapshot();
  const state = useDocketState();
  return useMemo(
    () =>
      attachmentsOfDocket(records, state, userId, docketId).map(({ uploadUrl: _url, order: _order, ...r }) =>
        sending?.id === r.id ? { ...r, state: 'sending' as const, progress: sending.progress } : r,
      ),
    [records, sending, state, userId, docketId],
  );
}

/** What waits for this user in all (count and bytes), the refused, and the one being sent. */
export function useAttachmentQueueSummary(userId: number): AttachmentSummary {
  const { records, sending } = useAttachmentSnapshot();
  return useMemo(() => summarize(records, userId, sending), [records, sending, userId]);
}
