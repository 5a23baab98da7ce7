import { describe, expect, it } from 'vitest';
import { clockOf } from '../../../../shared/dockets/docket-math';
import type { Docket } from '../api';
import { filterDockets, groupByWeek, projectFigures } from './docket-groups';
import { weekTitle } from './format';

const docket = (id: number, date: string, status: Docket['status'], hours = '8.50'): Docket =>
  ({
    id,
    date,
    status,
    entryType: 'billable',
    startTime: null,
    endTime: null,
    breakMinutes: 0,
    totalHours: hours,
    createdAt: `${date}T04:00:00.000Z`,
    // Hours worked come from time items (quantities are billed, not worked): 05:00 onwards.
    lineItems: [
      {
        entryType: 'time',
        quantity: null,
        unit: 'hr',
        startTime: '05:00',
        endTime: clockOf(300 + Number(hours) * 60),
        breakMinutes: 0,
      },
    ],
  }) as unknown as Docket;

describe('foreman docket list', () => {
  const list = [
    docket(1, '2026-11-19', 'pending_approval'),
    docket(2, '2026-11-16', 'approved'),
    docket(3, '2026-11-15', 'reverted'),
    docket(4, '2026-11-09', 'approved', '15.00'),
    docket(5, '2026-11-17', 'pending_approval'),
  ];

  it('groups by Monday-start week, newest week first, oldest docket first within a week', () => {
    const groups = groupByWeek(list);
    expect(groups.map((g) => g.monday)).toEqual(['2026-11-16', '2026-11-09']);
    expect(groups[0]!.dockets.map((d) => d.id)).toEqual([2, 5, 1]);
    expect(groups[1]!.dockets.map((d) => d.id)).toEqual([4, 3]);
    expect(weekTitle('2026-11-16')).toBe('Week of 16 November 2026');
  });

  it('filters pending and approved, and counts the dashboard figures', () => {
    expect(filterDockets(list, 'pending').map((d) => d.id)).toEqual([1, 5]);
    expect(filterDockets(list, 'approved').map((d) => d.id)).toEqual([2, 4]);
    expect(filterDockets(list, 'all')).toHaveLength(5);
    expect(projectFigures(list)).toEqual({ pending: 2, approved: 2, hours: '49.0', total: 5 });
  });
});
