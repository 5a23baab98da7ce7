/**
 * Photos and files waiting on the phone to be sent (issue 28): the contract between the queue
 * (attachments/queue/, which keeps them in IndexedDB and uploads them with tus) and the screens
 * that add and show them. A docket syncs first; its attachments follow and never hold it up.
 */
export type QueuedAttachment = {
  /** Its own id on the phone; also the upload's key (Upload-Metadata `key`), made when taken. */
  id: string;
  /** The docket: its server id, or the offline queue's temporary negative id until it is sent. */
  docketId: number;
  userId: number;
  kind: 'photo' | 'file';
  fileName: string;
  caption: string | null;
  /** Bytes to send (after shrinking). */
  bytes: number;
  /** 'waiting' (not started or paused), 'sending' (now), or refused by the server. */
  state: 'waiting' | 'sending' | 'refused';
  /** Share of the bytes the server holds, 0..1. */
  progress: number;
  /** The server's reason when it refused ('Needs attention'), else null. */
  attention: string | null;
  madeAt: string;
};
