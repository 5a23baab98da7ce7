import { describe, expect, it } from 'vitest';
import { ChangeClock, mayWrite } from './changes';
import { ReadCache } from './read-cache';

/** A loader that counts its calls and answers with the call's number. */
function counter() {
  let calls = 0;
  return { load: async () => ({ call: ++calls }), calls: () => calls };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the read cache', () => {
  it('serves a kept reply until the clock moves, then reads again', async () => {
    const clock = new ChangeClock(true);
    const cache = new ReadCache(clock, 10);
    const source = counter();
    expect(await cache.read('week', source.load)).toEqual({ call: 1 });
    expect(await cache.read('week', source.load)).toEqual({ call: 1 });
    expect(source.calls()).toBe(1);
    clock.changed();
    expect(await cache.read('week', source.load)).toEqual({ call: 2 });
    expect(source.calls()).toBe(2);
  });

  it('returns but does not keep a reply whose read saw the clock move', async () => {
    const clock = new ChangeClock(true);
    const cache = new ReadCache(clock, 10);
    const gate = deferred<{ stale: boolean }>();
    const inFlight = cache.read('week', () => gate.promise);
    clock.changed(); // a write commits while the read is on its way
    gate.resolve({ stale: true });
    expect(await inFlight).toEqual({ stale: true });
    expect(await cache.read('week', async () => ({ stale: false }))).toEqual({ stale: false });
  });

  it('keeps and serves nothing while the clock is not live, nor what it kept before', async () => {
    const clock = new ChangeClock(true);
    const cache = new ReadCache(clock, 10);
    const source = counter();
    await cache.read('week', source.load);
    clock.setLive(false);
    expect(await cache.read('week', source.load)).toEqual({ call: 2 });
    expect(await cache.read('week', source.load)).toEqual({ call: 3 });
    expect(cache.size).toBe(0);
    clock.setLive(true);
    expect(await cache.read('week', source.load)).toEqual({ call: 4 });
    expect(await cache.read('week', source.load)).toEqual({ call: 4 });
  });

  it('keeps a reply only when asked to', async () => {
    const cache = new ReadCache(new ChangeClock(true), 10);
    const source = counter();
    const keep = (value: { call: number }) => value.call > 1;
    expect(await cache.read('week', source.load, keep)).toEqual({ call: 1 });
    expect(await cache.read('week', source.load, keep)).toEqual({ call: 2 });
    expect(await cache.read('week', source.load, keep)).toEqual({ call: 2 });
  });

  it('drops the least recently used entry at capacity, and keeps nothing at capacity 0', async () => {
    const cache = new ReadCache(new ChangeClock(true), 2);
    const source = counter();
    await cache.read('a', source.load); // 1
    await cache.read('b', source.load); // 2
    await cache.read('a', source.load); // a is now the most recent
    await cache.read('c', source.load); // 3: b goes
    expect(cache.size).toBe(2);
    expect(await cache.read('a', source.load)).toEqual({ call: 1 });
    expect(await cache.read('b', source.load)).toEqual({ call: 4 });

    const off = new ReadCache(new ChangeClock(true), 0);
    const again = counter();
    await off.read('a', again.load);
    await off.read('a', again.load);
    expect(again.calls()).toBe(2);
  });

  it('hands out kept replies frozen, so no request can change what the next one gets', async () => {
    const cache = new ReadCache(new ChangeClock(true), 10);
    const reply = await cache.read('week', async () => [{ lineItems: [{ hours: '8.00' }] }]);
    expect(() => {
      reply[0]!.lineItems[0]!.hours = '80.00';
    }).toThrow(TypeError);
    expect(Object.isFrozen(reply)).toBe(true);
  });
});

describe('the change clock', () => {
  it('wakes those waiting for its next move', async () => {
    const clock = new ChangeClock(false);
    const moved = clock.next();
    clock.setLive(true);
    await moved;
    expect(clock.generation).toBe(1);
    expect(clock.live).toBe(true);
  });

  it.each([
    ['select * from dockets', false],
    ['  SELECT d.id, d.updated_at from dockets d where d.is_deleted = false', false],
    ['select nextval(pg_get_serial_sequence($1, $2))', false],
    ['insert into dockets (id) values (1)', true],
    ['with d as (insert into dockets default values returning *) select * from d', true],
    ['with x as (select 1) select * from x', true],
    ['update projects set name = $1', true],
    ['delete from docket_line_items where id = $1', true],
    ['select * from dockets for update', true],
    ['commit', true],
    ['begin', true],
    ['truncate users', true],
  ])('counts "%s" as a possible write: %s', (text, write) => {
    expect(mayWrite(text)).toBe(write);
  });
});
