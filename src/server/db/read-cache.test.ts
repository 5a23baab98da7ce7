import { describe, expect, it } from 'vitest';
import { ChangeClock, changesUnseen, mayWrite, noticeReceived } from './changes';
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

describe('the read cache, one clock per company', () => {
  const A = 1;
  const B = 2;

  it("serves a company's kept reply while only other companies change, and reads again once its own does", async () => {
    const clock = new ChangeClock(true);
    const cache = new ReadCache(clock, 10);
    const a = counter();
    const b = counter();
    await cache.read('a/week', a.load, undefined, { company: A });
    await cache.read('b/week', b.load, undefined, { company: B });
    clock.scopesChanged([{ company: B }]);
    expect(await cache.read('a/week', a.load, undefined, { company: A })).toEqual({ call: 1 });
    expect(await cache.read('b/week', b.load, undefined, { company: B })).toEqual({ call: 2 });
    expect(cache.stats).toEqual({ hits: 1, misses: 3 });
    clock.scopesChanged([{ company: A }, { company: 3 }]);
    expect(await cache.read('a/week', a.load, undefined, { company: A })).toEqual({ call: 2 });
    expect(await cache.read('b/week', b.load, undefined, { company: B })).toEqual({ call: 2 });
  });

  it('keeps a read during which another company changed, not one during which its own did', async () => {
    const clock = new ChangeClock(true);
    const cache = new ReadCache(clock, 10);
    const first = deferred<{ read: number }>();
    const inFlight = cache.read('a/week', () => first.promise, undefined, { company: A });
    clock.scopesChanged([{ company: B }]);
    first.resolve({ read: 1 });
    await inFlight;
    expect(await cache.read('a/week', async () => ({ read: 2 }), undefined, { company: A })).toEqual({
      read: 1,
    });

    clock.scopesChanged([{ company: A }]);
    const second = deferred<{ read: number }>();
    const again = cache.read('a/week', () => second.promise, undefined, { company: A });
    clock.scopesChanged([{ company: A }]); // a write of A commits while the read is on its way
    second.resolve({ read: 3 });
    expect(await again).toEqual({ read: 3 });
    expect(await cache.read('a/week', async () => ({ read: 4 }), undefined, { company: A })).toEqual({
      read: 4,
    });
  });

  it('reads every company again after a change of unknown company, and a reply of none after any change', async () => {
    const clock = new ChangeClock(true);
    const cache = new ReadCache(clock, 10);
    const a = counter();
    const anyone = counter();
    await cache.read('a/week', a.load, undefined, { company: A });
    await cache.read('all', anyone.load);
    clock.changed();
    expect(await cache.read('a/week', a.load, undefined, { company: A })).toEqual({ call: 2 });
    expect(await cache.read('all', anyone.load)).toEqual({ call: 2 });
    clock.scopesChanged([{ company: B }]);
    expect(await cache.read('a/week', a.load, undefined, { company: A })).toEqual({ call: 2 });
    expect(await cache.read('all', anyone.load)).toEqual({ call: 3 });
  });

  it("serves a worker's kept week while other workers of the company write, not after a change of the company's projects", async () => {
    const clock = new ChangeClock(true);
    const cache = new ReadCache(clock, 10);
    const mine = counter();
    const scope = { company: A, worker: 7 };
    await cache.read('a/7/week', mine.load, undefined, scope);
    clock.scopesChanged([
      { company: A, worker: 8 },
      { company: B, worker: 7 },
    ]);
    expect(await cache.read('a/7/week', mine.load, undefined, scope)).toEqual({ call: 1 });
    clock.scopesChanged([{ company: A, worker: 7 }]);
    expect(await cache.read('a/7/week', mine.load, undefined, scope)).toEqual({ call: 2 });
    clock.scopesChanged([{ company: A }]); // a project of A
    expect(await cache.read('a/7/week', mine.load, undefined, scope)).toEqual({ call: 3 });
  });

  it.each([
    ['12', [{ company: 12 }, { company: 12, worker: 5 }], false],
    ['3,17:40', [{ company: 3 }, { company: 17, worker: 40 }], false],
    ['', [], true], // TRUNCATE, or too many for one notice
    [undefined, [], true],
    ['x', [], true],
    ['3;drop', [], true],
  ])('reads the notice "%s" as moving %j (everything: %s)', (payload, scopes, all) => {
    const clock = new ChangeClock(true);
    const before = clock.stamp({ company: 99 });
    const sibling = clock.stamp({ company: 17, worker: 41 });
    const stamps = scopes.map((c) => clock.stamp(c));
    noticeReceived(clock, payload);
    expect(clock.stamp({ company: 99 }) !== before).toBe(all);
    if (!all) expect(clock.stamp({ company: 17, worker: 41 })).toBe(sibling);
    for (const [i, c] of scopes.entries()) expect(clock.stamp(c)).not.toBe(stamps[i]);
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

  it.each([
    ['insert into dockets (id) values (1)', false],
    ['with d as (delete from dockets returning *) select * from d', false],
    ['update users set first_name = $1', false],
    ['commit', false],
    ['listen sitedockets_data_changed', false],
    ['alter table users disable trigger all', true],
    ['drop table projects', true],
    ['set session_replication_role = replica', true],
    ['merge into dockets using x on true when matched then delete', true],
    ['copy users from stdin', true],
    ['do $$ begin null; end $$', true],
  ])('counts "%s" as a change the triggers may not report: %s', (text, unseen) => {
    expect(changesUnseen(text)).toBe(unseen);
  });
});
