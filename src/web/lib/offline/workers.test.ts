import { describe, expect, it } from 'vitest';
import { removeForeignWorkers } from './workers';

const origin = 'http://127.0.0.1:4310';
const registration = (script: string, scope = `${origin}/`) => {
  const state = { removed: false };
  return {
    state,
    registration: {
      scope,
      active: { scriptURL: script },
      waiting: null,
      installing: null,
      unregister: () => {
        state.removed = true;
        return Promise.resolve(true);
      },
    },
  };
};

describe('service-worker registrations at start-up', () => {
  it("removes every registration except the product's own /sw.js", async () => {
    const own = registration(`${origin}/sw.js`);
    const old = registration(`${origin}/service-worker.js`);
    const narrower = registration(`${origin}/sw.js`, `${origin}/entries/`);
    const removed = await removeForeignWorkers(
      {
        getRegistrations: () => Promise.resolve([own.registration, old.registration, narrower.registration]),
      },
      origin,
    );
    expect(removed).toBe(2);
    expect([own.state.removed, old.state.removed, narrower.state.removed]).toEqual([false, true, true]);
  });

  it('does nothing when the browser blocks the service-worker API', async () => {
    const blocked = { getRegistrations: () => Promise.reject(new Error('SecurityError')) };
    expect(await removeForeignWorkers(blocked, origin)).toBe(0);
  });
});
