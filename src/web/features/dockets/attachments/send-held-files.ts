import type { HeldFile } from './held-files';
import { queueAttachments } from './queue';

/** Said when the phone could not keep a file for a reason the queue did not name. */
const NOT_KEPT = 'A photo or file could not be kept on this phone: add it again on the docket.';

/**
 * Queues what a new docket's form held, now that its save gave the docket an id (the server's, or
 * the phone's temporary negative one): one file at a time, each with its own caption. Answers the
 * queue's first refusal (the phone full), or null when all are queued.
 */
export async function queueHeldFiles(
  userId: number,
  docketId: number,
  held: readonly HeldFile[],
): Promise<string | null> {
  for (const one of held) {
    try {
      const { refused } = await queueAttachments({
        userId,
        docketId,
        files: [one.file],
        caption: one.caption.trim() || undefined,
      });
      if (refused) return refused;
    } catch {
      return NOT_KEPT;
    }
  }
  return null;
}
