import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES } from '../../../../../shared/dockets/attachments/limits';
import { EMPTY_QUEUE, type QueueState } from '../../offline/queue/queue-state';
import { memoryAttachmentStore, type AttachmentStore } from './attachment-store';
import { takeAttachments, type TakeDeps } from './take';
import { NOT_ACCEPTED } from './take-rules';
import { stored } from './testing';

let ids = 0;
function deps(fields: Partial<TakeDeps> = {}, state: QueueState = EMPTY_QUEUE): TakeDeps {
  return {
    store: memoryAttachmentStore(),
    docketState: () => state,
    // A shrunk photo is a tenth of its size, as a JPEG.
    shrink: (file) =>
      Promise.resolve({
        blob: file.slice(0, Math.ceil(file.size / 10)),
        type: 'image/jpeg',
        name: 'shrunk.jpg',
      }),
    estimate: () => Promise.resolve({ usage: 0, quota: 10 ** 9 }),
    newId: () => `id-${(ids += 1)}`,
    now: () => new Date('2026-11-29T01:02:03Z'),
    ...fields,
  };
}

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('keeping photos and files on the phone', () => {
  it('shrinks photos, keeps PDFs as they are, each with its own key, in the order taken', async () => {
    const d = deps();
    const result = await takeAttachments(d, {
      userId: 1,
      docketId: -2,
      files: [file('pour.jpg', 'image/jpeg', 5000), file('delivery.pdf', 'application/pdf', 3000)],
      caption: '  Finished pour ',
    });
    expect(result.refused).toBeNull();
    expect(result.queued.map((q) => [q.kind, q.fileName, q.bytes, q.caption, q.docketId])).toEqual([
      ['photo', 'shrunk.jpg', 500, 'Finished pour', -2],
      ['file', 'delivery.pdf', 3000, 'Finished pour', -2],
    ]);
    const kept = await d.store.list();
    expect(kept.map((r) => r.id)).toEqual(result.queued.map((q) => q.id));
    expect(new Set(kept.map((r) => r.id)).size).toBe(2);
  });

  it('keeps files added one by one in the same millisecond in the order they were added', async () => {
    const d = deps();
    const names = ['1.pdf', '2.pdf', '3.pdf'];
    for (const name of names) {
      await takeAttachments(d, { userId: 1, docketId: 5, files: [file(name, 'application/pdf')] });
    }
    expect((await d.store.list()).map((r) => r.fileName)).toEqual(names);
  });

  it('keeps none when the device has no room for them all, and says so', async () => {
    const d = deps({ estimate: () => Promise.resolve({ usage: 10_000, quota: 10_100 }) });
    const files = [file('a.pdf', 'application/pdf', 80), file('b.pdf', 'application/pdf', 80)];
    const result = await takeAttachments(d, { userId: 1, docketId: 5, files });
    expect(result).toEqual({ queued: [], refused: ATTACHMENT_MESSAGES.deviceFull });
    expect(await d.store.list()).toEqual([]);
  });

  it('says the device is full when IndexedDB refuses the write', async () => {
    const full: AttachmentStore = {
      ...memoryAttachmentStore(),
      add: () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')),
    };
    const result = await takeAttachments(deps({ store: full }), {
      userId: 1,
      docketId: 5,
      files: [file('a.pdf', 'application/pdf')],
    });
    expect(result).toEqual({ queued: [], refused: ATTACHMENT_MESSAGES.deviceFull });
  });

  it('counts what already waits for the docket (under either id) against its 20, and refuses other types', async () => {
    const state: QueueState = { ...EMPTY_QUEUE, ids: { '-3': 42 } };
    const waiting = Array.from({ length: 19 }, (_, i) => stored({ docketId: i % 2 ? -3 : 42 }));
    const d = deps({ store: memoryAttachmentStore(waiting) }, state);
    const result = await takeAttachments(d, {
      userId: 1,
      docketId: -3,
      files: [file('notes.txt', 'text/plain'), file('a.png', 'image/png'), file('b.png', 'image/png')],
    });
    expect(result.refused).toBe(`notes.txt: ${NOT_ACCEPTED}`);
    expect(result.queued.map((q) => q.docketId)).toEqual([42]);
    const again = await takeAttachments(d, { userId: 1, docketId: 42, files: [file('c.png', 'image/png')] });
    expect(again).toEqual({ queued: [], refused: ATTACHMENT_MESSAGES.tooMany });
  });
});
