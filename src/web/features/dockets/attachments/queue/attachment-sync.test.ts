import { afterEach, describe, expect, it } from 'vitest';
import type { AttachmentReply } from '../../../../../shared/dockets/attachments/schemas';
import { addCreate, addDelete, EMPTY_QUEUE, type QueueState } from '../../offline/queue/queue-state';
import type { StoredAttachment } from './attachment-state';
import { memoryAttachmentStore } from './attachment-store';
import {
  AttachmentSendError,
  createAttachmentSync,
  type DocketQueueView,
  type Sender,
  type Uploaded,
} from './attachment-sync';
import { stored } from './testing';

/** The docket queue as the photo queue reads it: a state the test changes, and its listeners. */
function fakeDocketQueue(initial: QueueState) {
  let snapshot = { state: initial, loaded: true };
  const listeners = new Set<() => void>();
  const view: DocketQueueView = {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (state: QueueState) => {
    snapshot = { state, loaded: true };
    for (const listener of listeners) listener();
  };
  return { view, set };
}

type Call = { id: string; docketId: number; uploadUrl: string | null };

/** A fake tus server: records each send; `answer` throws a failure or lets it land. */
function fakeServer(answer: (call: Call, n: number) => void = () => undefined) {
  const calls: Call[] = [];
  const send: Sender = async (record, docketId, hooks) => {
    const call = { id: record.id, docketId, uploadUrl: await hooks.readUploadUrl() };
    calls.push(call);
    await hooks.saveUploadUrl(call.uploadUrl ?? `/api/uploads/u-${record.id}`);
    hooks.onChunk(0.5);
    answer(call, calls.length);
    return { id: calls.length, docketId } as AttachmentReply;
  };
  return { calls, send };
}

const refusal = (status: number, message: string | null, method = 'PATCH', code: string | null = null) =>
  new AttachmentSendError({ status, method, message, code });

const newDocket = (): QueueState =>
  addCreate(
    EMPTY_QUEUE,
    { date: '2026-11-29' },
    {
      id: 'c1',
      key: 'k1',
      userId: 1,
      preview: null,
      madeAt: '2026-11-29T00:00:00Z',
    },
  )[0];

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function setUp(records: StoredAttachment[], state: QueueState, server = fakeServer()) {
  const store = memoryAttachmentStore(records);
  const docket = fakeDocketQueue(state);
  const sync = createAttachmentSync(store, docket.view, server.send);
  const uploaded: Uploaded[] = [];
  stops.push(sync.start(1, (u) => uploaded.push(u)));
  return { store, docket, sync, uploaded, server };
}

describe('the photo queue', () => {
  it('sends a docket’s photos right after the docket is accepted, to its server id, then forgets them', async () => {
    const photos = [stored({ docketId: -1 }), stored({ docketId: -1 })];
    const { store, docket, sync, uploaded, server } = setUp(photos, newDocket());
    await sync.run();
    expect(server.calls).toEqual([]);
    expect(await store.list()).toHaveLength(2);

    docket.set({ ...newDocket(), changes: [], ids: { '-1': 42 } });
    await sync.run();
    expect(server.calls.map((c) => [c.id, c.docketId])).toEqual([
      [photos[0]!.id, 42],
      [photos[1]!.id, 42],
    ]);
    expect(uploaded.map((u) => u.docketId)).toEqual([42, 42]);
    expect(await store.list()).toEqual([]);
  });

  it('keeps a refused photo with the server’s reason until Retry, then sends it', async () => {
    const photo = stored({ docketId: 5 });
    const server = fakeServer((_call, n) => {
      if (n === 1)
        throw refusal(
          409,
          'An approved docket’s photos and files cannot be changed',
          'PATCH',
          'ALREADY_APPROVED',
        );
    });
    const { store, sync, uploaded } = setUp([photo], EMPTY_QUEUE, server);
    await sync.run();
    const [kept] = await store.list();
    expect(kept).toMatchObject({
      state: 'refused',
      attention: 'An approved docket’s photos and files cannot be changed',
    });
    await sync.run();
    expect(server.calls).toHaveLength(1);

    await sync.retry(photo.id);
    await sync.run();
    expect(server.calls).toHaveLength(2);
    expect(uploaded).toHaveLength(1);
    expect(await store.list()).toEqual([]);
  });

  it('keeps waiting after no answer, resuming from the stored upload address next time', async () => {
    const photo = stored({ docketId: 5 });
    const server = fakeServer((_call, n) => {
      if (n === 1) throw new AttachmentSendError({ status: null, method: 'PATCH', message: null });
    });
    const { store, sync } = setUp([photo, stored({ docketId: 5 })], EMPTY_QUEUE, server);
    await sync.run();
    expect(server.calls).toHaveLength(1);
    const [kept] = await store.list();
    expect(kept).toMatchObject({ state: 'waiting', uploadUrl: `/api/uploads/u-${photo.id}`, progress: 0.5 });

    await sync.run();
    expect(server.calls[1]).toEqual({ id: photo.id, docketId: 5, uploadUrl: `/api/uploads/u-${photo.id}` });
    expect(await store.list()).toEqual([]);
  });

  it('starts an upload over when the server no longer knows its address', async () => {
    const photo = stored({ docketId: 5, uploadUrl: '/api/uploads/old', progress: 0.8 });
    const server = fakeServer((_call, n) => {
      if (n === 1) throw refusal(404, 'Upload not found', 'HEAD', 'NOT_FOUND');
    });
    const { store, sync } = setUp([photo], EMPTY_QUEUE, server);
    await sync.run();
    expect(server.calls.map((c) => c.uploadUrl)).toEqual(['/api/uploads/old', null]);
    expect(await store.list()).toEqual([]);
  });

  it('drops the photos of a docket deleted before it was sent', async () => {
    const photo = stored({ docketId: -1 });
    const { store, docket, sync, server } = setUp([photo], newDocket());
    await sync.run();
    expect(await store.list()).toHaveLength(1);
    docket.set(
      addDelete(newDocket(), -1, {
        id: 'd1',
        key: 'k2',
        userId: 1,
        preview: null,
        madeAt: '2026-11-29T00:00:00Z',
      }),
    );
    await sync.run();
    expect(await store.list()).toEqual([]);
    expect(server.calls).toEqual([]);
  });

  it('lets a waiting photo be discarded', async () => {
    const photo = stored({ docketId: -1 });
    const { store, sync } = setUp([photo], newDocket());
    await sync.discard(photo.id);
    expect(await store.list()).toEqual([]);
    expect(sync.getSnapshot().records).toEqual([]);
  });
});
