import { describe, expect, it } from 'vitest';
import { queuedBadge } from './tile-state';

describe('queuedBadge', () => {
  it('says waiting until the upload starts, then how much the server holds', () => {
    expect(queuedBadge({ state: 'waiting', progress: 0 })).toEqual({
      state: 'waiting',
      label: 'Waiting to send',
    });
    expect(queuedBadge({ state: 'waiting', progress: 0.8 })).toEqual({
      state: 'waiting',
      label: 'Waiting to send',
    });
    expect(queuedBadge({ state: 'sending', progress: 0.426 })).toEqual({ state: 'waiting', label: '43 %' });
  });

  it('puts a refused upload in Needs attention', () => {
    expect(queuedBadge({ state: 'refused', progress: 1 })).toEqual({
      state: 'refused',
      label: 'Needs attention',
    });
  });
});
