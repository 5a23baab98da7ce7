/**
 * The page's photo queue (issue 28): records in IndexedDB, sent with tus after their docket is on
 * the server (the docket queue, offlineSync, goes first and never waits for its photos).
 */
import { offlineSync } from '../../offline/queue/sync';
import { indexedDbAttachmentStore, memoryAttachmentStore } from './attachment-store';
import { createAttachmentSync, type Sender } from './attachment-sync';
import { shrinkPhoto } from './shrink';
import { takeAttachments, type TakeInput, type TakeResult } from './take';

/**
 * The tus sender loads with the first photo to send: every worker screen shows the queue's count,
 * but the sender (and the reply's schema, zod) is no part of a page that sends nothing.
 */
const sender: Sender = async (...args) => (await import('./tus-transport')).tusSender(...args);

export const attachmentSync = createAttachmentSync(
  typeof indexedDB === 'undefined' ? memoryAttachmentStore() : indexedDbAttachmentStore(),
  offlineSync,
  sender,
);

let persistenceAsked = false;

/** Asks once that the browser keep this site's storage under pressure (photos wait in it). */
function askPersistence() {
  if (persistenceAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistenceAsked = true;
  void navigator.storage.persist().catch(() => undefined);
}

/**
 * Keeps photos and files for a docket on this phone and sends them when they can go. Each file is
 * checked (type, 15 MB as taken, 20 a docket as this phone knows), photos are shrunk, and the
 * device's room is checked first: a full device keeps none of them and says so. Answers what was
 * kept and the first refusal's words (null when all were kept).
 */
export async function queueAttachments(input: TakeInput): Promise<TakeResult> {
  askPersistence();
  const result = await takeAttachments(
    {
      store: attachmentSync.store,
      docketState: () => offlineSync.getSnapshot().state,
      shrink: shrinkPhoto,
      estimate: async () => (navigator.storage?.estimate ? navigator.storage.estimate() : null),
      newId: () => crypto.randomUUID(),
      now: () => new Date(),
    },
    input,
  );
  if (result.queued.length > 0) {
    await attachmentSync.refresh();
    attachmentSync.kick();
  }
  return result;
}

if (typeof window !== 'undefined') void attachmentSync.refresh().catch(() => undefined);
