import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../../shared/api/error-codes';
import { ApiError } from '../../../../lib/request';
import type { CreateDocketBody } from '../../types';
import { memoryStore, sendQueue, type Transport } from './queue';
import {
  addApprove,
  addCreate,
  addDelete,
  addUpdate,
  EMPTY_QUEUE,
  type NewChange,
  type QueuedChange,
  type QueueState,
} from './queue-state';

let counter = 0;
const made = (userId = 1): NewChange => {
  counter += 1;
  return { id: `c${counter}`, key: `k${counter}`, userId, preview: null, madeAt: '2026-11-24T00:00:00Z' };
};
const create = (state: QueueState, body: CreateDocketBody, userId = 1) =>
  addCreate(state, body, made(userId));

type Call = { kind: QueuedChange['kind']; id: number; key: string; body: unknown };

/** A fake server: records each call; `answer` decides the reply (a docket id) or throws. */
function fakeServer(answer: (call: Call, n: number) => number | undefined = (_c, n) => 100 + n) {
  const calls: Call[] = [];
  const transport: Transport<{ id: number }> = (change, id) => {
    const call = { kind: change.kind, id, key: change.key, body: change.body };
    calls.push(call);
    try {
      const replyId = answer(call, calls.length);
      return Promise.resolve(replyId === undefined ? undefined : { id: replyId });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return { calls, transport };
}

describe('offline docket queue', () => {
  it('sends changes in the order they were made, each create with the key made at that moment', async () => {
    let [state] = create(EMPTY_QUEUE, { date: '2026-11-23' });
    [state] = create(state, { date: '2026-11-24' });
    state = addDelete(state, 55, made());
    const keys = state.changes.map((c) => c.key);
    const store = memoryStore(state);
    const server = fakeServer();
    await sendQueue(store, 1, server.transport);
    expect(server.calls.map((c) => [c.kind, c.key])).toEqual([
      ['create', keys[0]],
      ['create', keys[1]],
      ['delete', keys[2]],
    ]);
    expect(server.calls[2]!.id).toBe(55);
    expect((await store.read()).changes).toEqual([]);
  });

  it('folds an edit of a create never sent into it, and a delete of one drops it entirely', async () => {
    const [withFirst, first] = create(EMPTY_QUEUE, { date: '2026-11-24', notes: 'a' });
    const [withSecond, second] = create(withFirst, { date: '2026-11-24', notes: 'b' });
    let state = addUpdate(withSecond, first, { notes: 'changed' }, made());
    state = addApprove(state, second, 'data:image/png;base64,AA', made());
    state = addDelete(state, second, made());
    expect(state.changes).toHaveLength(1);
    expect(state.changes[0]).toMatchObject({
      kind: 'create',
      body: { date: '2026-11-24', notes: 'changed' },
    });
    const server = fakeServer();
    await sendQueue(memoryStore(state), 1, server.transport);
    expect(server.calls).toHaveLength(1);
  });

  it('sends a void of a create never sent as an edit once the docket is on the server', async () => {
    const [withCreate, temp] = create(EMPTY_QUEUE, { date: '2026-11-24', status: 'approved' });
    const state = addUpdate(withCreate, temp, { status: 'void' }, made());
    const server = fakeServer();
    await sendQueue(memoryStore(state), 1, server.transport);
    expect(server.calls.map((c) => [c.kind, c.id, c.body])).toEqual([
      ['create', 0, { date: '2026-11-24', status: 'approved' }],
      ['update', 101, { status: 'void' }],
    ]);
  });

  it('sends an edit of a create whose reply was lost after it, mapped to the real id', async () => {
    const [created, temp] = create(EMPTY_QUEUE, { date: '2026-11-24' });
    let state = created;
    const store = memoryStore(state);
    // The server handles the create but the reply never arrives.
    const lost = fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const first = await sendQueue(store, 1, lost.transport);
    expect(first.get(state.changes[0]!.id)).toEqual({ kind: 'waiting' });
    state = addUpdate(await store.read(), temp, { notes: 'later' }, made());
    expect(state.changes.map((c) => c.kind)).toEqual(['create', 'update']);
    state = addApprove(state, temp, 'data:image/png;base64,AA', made());
    const again = memoryStore(state);
    const server = fakeServer((call) => (call.kind === 'create' ? 42 : 42));
    await sendQueue(again, 1, server.transport);
    expect(server.calls.map((c) => [c.kind, c.id])).toEqual([
      ['create', 0],
      ['update', 42],
      ['approve', 42],
    ]);
    // The resent create carries the key of the lost attempt: the server replays, nothing doubles.
    expect(server.calls[0]!.key).toBe(lost.calls[0]!.key);
    expect((await again.read()).ids[String(temp)]).toBe(42);
  });

  it('keeps a refused change on the phone with the server message; its later changes wait', async () => {
    const [created, temp] = create(EMPTY_QUEUE, { date: '2026-11-24' });
    let state = addApprove(created, temp, 'data:image/png;base64,AA', made());
    [state] = create(state, { date: '2026-11-25' });
    const store = memoryStore(state);
    const server = fakeServer((call, n) => {
      if (n === 1) throw new ApiError('This docket overlaps another docket on 24/11/2026', 409, {});
      return 7;
    });
    const outcomes = await sendQueue(store, 1, server.transport);
    const after = await store.read();
    expect(server.calls.map((c) => c.kind)).toEqual(['create', 'create']);
    expect(after.changes.map((c) => [c.kind, c.attention])).toEqual([
      ['create', 'This docket overlaps another docket on 24/11/2026'],
      ['approve', null],
    ]);
    expect([...outcomes.values()].map((o) => o.kind)).toEqual(['refused', 'sent']);
    // A fix folds into the refused create with a new key and sends again.
    const fixed = addUpdate(after, temp, { startTime: '13:00' }, made());
    expect(fixed.changes[0]).toMatchObject({ attention: null, sent: false });
    expect(fixed.changes[0]!.key).not.toBe(state.changes[0]!.key);
  });

  it("puts the correction of a refused edit in that edit's place, and sends it in order", async () => {
    let state = addUpdate(EMPTY_QUEUE, 30, { startTime: '08:00' }, made());
    state = addUpdate(addDelete(state, 31, made()), 30, { startTime: '08:30' }, made());
    state = addApprove(state, 30, 'data:image/png;base64,AA', made());
    const store = memoryStore(state);
    const server = fakeServer((call) => {
      if (call.kind === 'update') throw new ApiError('This time overlaps another docket', 409, {});
      return undefined;
    });
    await sendQueue(store, 1, server.transport);
    const refusedState = await store.read();
    expect(refusedState.changes.map((c) => [c.kind, c.attention])).toEqual([
      ['update', 'This time overlaps another docket'],
      ['update', null],
      ['approve', null],
    ]);
    // The worker corrects it on the form: one edit, where the refused one stood, before the approval.
    const fixed = addUpdate(refusedState, 30, { startTime: '13:00' }, made());
    expect(fixed.changes.map((c) => [c.kind, c.body, c.attention, c.sent])).toEqual([
      ['update', { startTime: '13:00' }, null, false],
      ['approve', { signature: 'data:image/png;base64,AA', foremanId: null }, null, false],
    ]);
    expect(fixed.changes[0]!.id).toBe(refusedState.changes[0]!.id);
    expect(fixed.changes[0]!.key).not.toBe(refusedState.changes[0]!.key);
    const accepting = fakeServer(() => 30);
    await sendQueue(memoryStore(fixed), 1, accepting.transport);
    expect(accepting.calls.map((c) => [c.kind, c.id, c.body])).toEqual([
      ['update', 30, { startTime: '13:00' }],
      ['approve', 30, { signature: 'data:image/png;base64,AA', foremanId: null }],
    ]);
  });

  it('counts a delete of a gone docket as done and stops at the first change with no answer', async () => {
    let state = addDelete(EMPTY_QUEUE, 9, made());
    [state] = create(state, { date: '2026-11-24' });
    [state] = create(state, { date: '2026-11-25' });
    const store = memoryStore(state);
    const server = fakeServer((call) => {
      if (call.kind === 'delete') throw new ApiError('Docket not found', 404, {});
      throw new ApiError('Something went wrong', 503, {});
    });
    await sendQueue(store, 1, server.transport);
    expect(server.calls.map((c) => c.kind)).toEqual(['delete', 'create']);
    const after = await store.read();
    expect(after.changes.map((c) => [c.kind, c.sent, c.attention])).toEqual([
      ['create', true, null],
      ['create', false, null],
    ]);
  });

  it('counts a resent approval refused as ALREADY_APPROVED as done, by the code and not the words', async () => {
    const approve = (docketId: number) =>
      addApprove(EMPTY_QUEUE, docketId, 'data:image/png;base64,AA', made());
    const alreadyApproved = new ApiError('This docket is already approved', 409, {
      message: 'This docket is already approved',
      code: ErrorCode.ALREADY_APPROVED,
    });
    const lost = fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const resent = memoryStore(approve(12));
    await sendQueue(resent, 1, lost.transport);
    const refusing = fakeServer(() => {
      throw alreadyApproved;
    });
    const outcomes = await sendQueue(resent, 1, refusing.transport);
    // The resend carries the key of the lost attempt (the server replays a reply it gave).
    expect(refusing.calls.map((c) => [c.kind, c.id, c.key])).toEqual([['approve', 12, lost.calls[0]!.key]]);
    expect([...outcomes.values()]).toEqual([{ kind: 'sent', reply: undefined }]);
    expect((await resent.read()).changes).toEqual([]);

    // Never sent before: the refusal is the person's to see. Nor do the words alone make it done.
    const first = memoryStore(approve(13));
    await sendQueue(first, 1, refusing.transport);
    expect((await first.read()).changes.map((c) => c.attention)).toEqual(['This docket is already approved']);
    const wordsOnly = memoryStore(approve(14));
    await sendQueue(wordsOnly, 1, lost.transport);
    const conflict = new ApiError('This docket is already approved', 409, { code: ErrorCode.CONFLICT });
    await sendQueue(
      wordsOnly,
      1,
      fakeServer(() => {
        throw conflict;
      }).transport,
    );
    expect((await wordsOnly.read()).changes.map((c) => c.attention)).toEqual([
      'This docket is already approved',
    ]);
  });

  it("sends only the signed-in user's changes", async () => {
    let [state] = create(EMPTY_QUEUE, { date: '2026-11-24' }, 2);
    [state] = create(state, { date: '2026-11-24' }, 1);
    const server = fakeServer();
    const store = memoryStore(state);
    await sendQueue(store, 1, server.transport);
    expect(server.calls).toHaveLength(1);
    expect((await store.read()).changes.map((c) => c.userId)).toEqual([2]);
  });
});
