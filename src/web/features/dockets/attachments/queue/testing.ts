/** Records for the queue's tests: a waiting photo of user 1, each taken after the one before. */
import type { StoredAttachment } from './attachment-state';

let order = 0;
/** A stored attachment with these fields over the defaults. */
export function stored(fields: Partial<StoredAttachment> & { docketId: number }): StoredAttachment {
  order += 1;
  return {
    id: `a${order}`,
    userId: 1,
    kind: 'photo',
    fileName: `photo-${order}.jpg`,
    caption: null,
    bytes: 1000,
    state: 'waiting',
    progress: 0,
    attention: null,
    madeAt: '2026-11-29T00:00:00Z',
    blob: new Blob(['x']),
    uploadUrl: null,
    order,
    ...fields,
  };
}
