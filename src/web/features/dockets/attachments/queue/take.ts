/**
 * Keeping photos and files on the phone (issue 28): checked, shrunk, measured against the
 * device's room, then stored together in one IndexedDB transaction, each with its own key made
 * now (the upload's `key`, so a resend finds what the server already made).
 */
import { ATTACHMENT_MESSAGES, MAX_CAPTION } from '../../../../../shared/dockets/attachments/limits';
import type { QueueState } from '../../offline/queue/queue-state';
import type { QueuedAttachment } from '../queued-attachment';
import { attachmentsOfDocket, resolvedDocketId, type StoredAttachment } from './attachment-state';
import type { AttachmentStore } from './attachment-store';
import type { Shrunk } from './shrink';
import {
  acceptedType,
  checkTaken,
  fitsDevice,
  isQuotaError,
  kindOf,
  type StorageEstimateNumbers,
} from './take-rules';

export type TakeInput = {
  userId: number;
  /** The docket: its server id, or the docket queue's temporary negative id. */
  docketId: number;
  files: File[];
  caption?: string | null;
  /** Attachments the server already holds for this docket, when the screen knows (else only the queue's count). */
  onServer?: number;
};

export type TakeResult = { queued: QueuedAttachment[]; refused: string | null };

/** What taking needs from the browser; tests give their own. */
export type TakeDeps = {
  store: AttachmentStore;
  docketState: () => QueueState;
  shrink: (file: File, type: string) => Promise<Shrunk>;
  estimate: () => Promise<StorageEstimateNumbers>;
  newId: () => string;
  now: () => Date;
};

/** The record without its bytes: what the screens get back. */
const publicView = ({ blob: _blob, uploadUrl: _url, order: _order, ...rest }: StoredAttachment) => ({
  ...rest,
});

export async function takeAttachments(deps: TakeDeps, input: TakeInput): Promise<TakeResult> {
  const state = deps.docketState();
  const docketId = resolvedDocketId(state, input.docketId);
  const kept = await deps.store.list();
  const waiting = attachmentsOfDocket(kept, state, input.userId, docketId).length;
  const { accepted, refused } = checkTaken(input.files, waiting + (input.onServer ?? 0));
  const taken = deps.now();
  // After everything kept before, even when taken within the same millisecond.
  const firstOrder = Math.max(taken.getTime() * 1000, ...kept.map((r) => r.order + 1));
  const caption = input.caption?.trim().slice(0, MAX_CAPTION) || null;
  const records: StoredAttachment[] = [];
  for (const [place, index] of accepted.entries()) {
    const file = input.files[index]!;
    const type = acceptedType(file)!;
    const shrunk =
      kindOf(type) === 'photo' ? await deps.shrink(file, type) : { blob: file, type, name: file.name };
    records.push({
      id: deps.newId(),
      docketId,
      userId: input.userId,
      kind: kindOf(type),
      fileName: shrunk.name,
      caption,
      bytes: shrunk.blob.size,
      state: 'waiting',
      progress: 0,
      attention: null,
      madeAt: taken.toISOString(),
      blob: shrunk.blob,
      uploadUrl: null,
      order: firstOrder + place,
    });
  }
  if (records.length === 0) return { queued: [], refused };
  const bytes = records.reduce((sum, r) => sum + r.bytes, 0);
  if (!fitsDevice(await deps.estimate().catch(() => null), bytes)) {
    return { queued: [], refused: ATTACHMENT_MESSAGES.deviceFull };
  }
  try {
    await deps.store.add(records);
  } catch (error) {
    if (isQuotaError(error)) return { queued: [], refused: ATTACHMENT_MESSAGES.deviceFull };
    throw error;
  }
  return { queued: records.map(publicView), refused };
}
