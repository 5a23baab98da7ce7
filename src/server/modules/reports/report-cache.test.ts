import { describe, expect, it } from 'vitest';
import { ChangeClock, noticeReceived } from '../../db/changes';
import { ReadCache } from '../../db/read-cache';

/** The reports' cache scope (db/changes.ts `everything`): any of the company's changes, and only its. */
describe("a report's kept sums", () => {
  it("are dropped by a change of any of the company's workers or projects, kept through another company's", async () => {
    const clock = new ChangeClock(true);
    const cache = new ReadCache(clock, 10);
    let calls = 0;
    const read = () =>
      cache.read(
        'report',
        async () => ++calls,
        () => true,
        { company: 3, everything: true },
      );
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    noticeReceived(clock, '4:12,4'); // another company's dockets and projects
    expect(await read()).toBe(1);
    noticeReceived(clock, '3:41'); // a worker's docket of the company
    expect(await read()).toBe(2);
    noticeReceived(clock, '3'); // the company's projects
    expect(await read()).toBe(3);
    clock.changed(); // a change of unknown company
    expect(await read()).toBe(4);
  });

  it("leave a worker's week alone when another worker of the company changes", async () => {
    const clock = new ChangeClock(true);
    const stamp = clock.stamp({ company: 3, worker: 41 });
    noticeReceived(clock, '3:42');
    expect(clock.stamp({ company: 3, worker: 41 })).toBe(stamp);
  });
});
