import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { previewDocket } from '../offline-docket';
import type { Docket } from '../types';
import { accepted, addCreate, EMPTY_QUEUE, refused } from './queue/queue-state';
import { queuedView } from './queued-docket';

const made = (id: string, userId: number, preview: Docket) => ({
  id,
  key: `key-${id}`,
  userId,
  preview,
  madeAt: '2026-11-24T00:00:00Z',
});

describe('the preview of a docket created on the phone', () => {
  const user = { id: 3, companyId: 1, firstName: 'Jake', lastName: 'Thompson', username: 'jake' };
  const body = { date: '2026-11-24' };
  const preview = previewDocket(new QueryClient(), user, -1, body, null);
  const [state, temp] = addCreate(EMPTY_QUEUE, body, made('a', 3, preview));

  it("shows the phone's copy while it waits, with the server's reason once refused", () => {
    expect(queuedView(state, 3, temp)).toEqual({
      kind: 'waiting',
      docket: preview,
      attention: null,
    });
    const view = queuedView(refused(state, 'a', 'This time overlaps'), 3, temp);
    expect(view).toMatchObject({ kind: 'waiting', attention: 'This time overlaps' });
  });

  it('moves to the server id once the server has it', () => {
    expect(queuedView(accepted(state, 'a', 812), 3, temp)).toEqual({ kind: 'sent', id: 812 });
  });

  it("is gone once discarded, and is nobody else's to see", () => {
    expect(queuedView(EMPTY_QUEUE, 3, temp)).toEqual({ kind: 'gone' });
    expect(queuedView(state, 4, temp)).toEqual({ kind: 'gone' });
  });
});
