import { describe, expect, it } from 'vitest';
import { isCronExpression, nextRun } from '../../../jobs/cron';
import { backupsToPrune, type Dated } from './retention';

/** A backup at a local time (the schedule and the retention days are the server's). */
const at = (day: string, hour = 2, minute = 0): Dated => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { name: `${day}T${hour}:${minute}`, at: new Date(y, m - 1, d, hour, minute) };
};
const names = (backups: Dated[]) => backups.map((b) => b.name).sort();

describe('which backups are kept (7 daily, 4 weekly)', () => {
  it('keeps one backup of each of the last 7 days and of each of the last 4 weeks', () => {
    // Sixty nightly backups, 1 October to 29 November 2026 (a Sunday).
    const nightly = Array.from({ length: 60 }, (_, i) =>
      at(new Date(2026, 9, 1 + i).toLocaleDateString('sv')),
    );
    const kept = nightly.filter((b) => !names(backupsToPrune(nightly, 7, 4)).includes(b.name));
    expect(names(kept)).toEqual(
      names([
        // the last seven days
        ...[
          '2026-11-23',
          '2026-11-24',
          '2026-11-25',
          '2026-11-26',
          '2026-11-27',
          '2026-11-28',
          '2026-11-29',
        ].map((d) => at(d)),
        // the newest of each of the three weeks before (Sundays); this week's is 29 November
        at('2026-11-22'),
        at('2026-11-15'),
        at('2026-11-08'),
      ]),
    );
  });

  it('keeps the newest of a day with several (a backup by hand beside the night one)', () => {
    const backups = [at('2026-11-28'), at('2026-11-28', 14, 30), at('2026-11-29')];
    expect(names(backupsToPrune(backups, 7, 4))).toEqual([at('2026-11-28').name]);
  });

  it('counts days that have backups, so a week without any deletes nothing early', () => {
    const backups = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-20'].map((d) => at(d));
    expect(backupsToPrune(backups, 7, 4)).toEqual([]);
  });

  it('always keeps the newest', () => {
    expect(backupsToPrune([at('2026-11-29')], 1, 0)).toEqual([]);
  });
});

describe('BACKUP_SCHEDULE', () => {
  it('runs daily at 02:00 server time by default', () => {
    const cron = '0 2 * * *';
    expect(nextRun(cron, new Date(2026, 10, 29, 1, 59, 30))).toEqual(new Date(2026, 10, 29, 2, 0));
    expect(nextRun(cron, new Date(2026, 10, 29, 2, 0))).toEqual(new Date(2026, 10, 30, 2, 0));
  });

  it('understands steps, ranges and weekdays', () => {
    expect(nextRun('*/15 9-17 * * 1-5', new Date(2026, 10, 28, 12, 0))).toEqual(
      new Date(2026, 10, 30, 9, 0), // Saturday noon: Monday 09:00
    );
    expect(isCronExpression('0 25 * * *')).toBe(false);
    expect(isCronExpression('daily')).toBe(false);
  });
});
