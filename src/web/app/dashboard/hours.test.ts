import { describe, expect, it } from 'vitest';
import { hourBars, totalHours } from './hours';

describe('totalHours', () => {
  it('adds the exact hours before rounding', () => {
    expect(
      totalHours([
        { projectName: 'A', hours: '0.25' },
        { projectName: 'B', hours: '0.25' },
      ]),
    ).toBe('0.5');
    expect(totalHours([])).toBe('0.0');
  });
});

describe('hourBars', () => {
  it('sizes each bar against the busiest project, busiest first', () => {
    const bars = hourBars([
      { projectName: 'Depot', hours: '10.00' },
      { projectName: 'Townhouses', hours: '40.00' },
      { projectName: 'Idle', hours: '0.00' },
    ]);
    expect(bars.map((b) => [b.projectName, b.percent])).toEqual([
      ['Townhouses', 100],
      ['Depot', 25],
      ['Idle', 0],
    ]);
  });
});
