/**
 * Photos and files waiting on the phone (issue 28): what the screens call. See page-queue.ts for
 * keeping them and attachment-sync.ts for sending them.
 */
import type { Uploaded } from './attachment-sync';
import { attachmentSync } from './page-queue';

export { queueAttachments } from './page-queue';
export { useAttachmentQueueSummary, useQueuedAttachments } from '../use-queued-attachments';
export type { TakeInput, TakeResult } from './take';
export type { Uploaded } from './attachment-sync';
export type { AttachmentSummary } from './attachment-state';

/** A refused photo or file waits again; its upload resumes, or starts over if the server forgot it. */
export const retryAttachment = (id: string): Promise<void> => attachmentSync.retry(id);

/** The person gives a waiting or refused photo or file up: it leaves the phone. */
export const discardAttachment = (id: string): Promise<void> => attachmentSync.discard(id);

/**
 * Starts sending this user's photos and files (OfflineSync, beside the docket queue): now, when the
 * network returns, right after a docket is accepted, and on a timer while some wait. Answers the stop.
 */
export const startAttachmentSync = (userId: number, onUploaded: (uploaded: Uploaded) => void): (() => void) =>
  attachmentSync.start(userId, onUploaded);
