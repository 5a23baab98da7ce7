import { describe, expect, it } from 'vitest';
import type { AttachmentReply } from './api';
import { galleryItems, type QueuedWithBlob } from './gallery-items';

const sent = (id: number, key: string): AttachmentReply => ({
  id,
  docketId: 7,
  kind: 'photo',
  contentType: 'image/jpeg',
  fileName: `${key}.jpg`,
  caption: null,
  key,
  sizeBytes: 1000,
  sha256: 'a'.repeat(64),
  width: 10,
  height: 10,
  hasPreview: true,
  takenAt: null,
  latitude: null,
  longitude: null,
  uploadedByName: 'Sam Field',
  createdAt: '2026-11-29T08:00:00+11:00',
});

const queued = (id: string): QueuedWithBlob => ({
  id,
  docketId: 7,
  userId: 3,
  kind: 'photo',
  fileName: `${id}.jpg`,
  caption: null,
  bytes: 1000,
  state: 'sending',
  progress: 1,
  attention: null,
  madeAt: '2026-11-29T08:00:00+11:00',
  blob: new Blob(['x']),
});

describe('galleryItems', () => {
  it('lists what the server holds, then what waits on the phone', () => {
    const items = galleryItems([sent(1, 'kerb')], [queued('pour')]);
    expect(items.map((i) => i.key)).toEqual(['s1', 'qpour']);
  });

  it('shows a photo once when the server list arrives before the queue has dropped it', () => {
    const items = galleryItems([sent(1, 'kerb'), sent(2, 'pour')], [queued('pour'), queued('meter')]);
    expect(items.map((i) => i.key)).toEqual(['s1', 's2', 'qmeter']);
  });
});
