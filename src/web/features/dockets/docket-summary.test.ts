import { describe, expect, it } from 'vitest';
import { breakText, docketSpan, docketTitle, totalOf, truncate } from './docket-summary';
import type { Docket, DocketLineItem } from './types';

const item = (patch: Partial<DocketLineItem>): DocketLineItem => ({
  id: 1,
  timesheetId: 1,
  projectRateItemId: 1,
  entryType: 'time',
  quantity: null,
  startTime: '07:00',
  endTime: '15:30',
  breakMinutes: 30,
  notes: null,
  name: 'Concrete Finisher',
  description: null,
  unit: 'hr',
  hours: '8.00',
  ...patch,
});
const docket = (patch: Partial<Docket>): Docket =>
  ({
    id: 1,
    status: 'approved',
    entryType: 'billable',
    startTime: null,
    endTime: null,
    breakMinutes: 0,
    description: null,
    projectName: 'Marrickville Townhouses – Slab & Footings',
    lineItems: [item({})],
    ...patch,
  }) as Docket;

describe('docket totals', () => {
  it('adds hours worked (time items, never quantities) and leaves out void dockets', () => {
    const day = [
      docket({ lineItems: [item({}), item({ entryType: 'qty', quantity: '2.50', unit: 'hr' })] }),
      docket({ lineItems: [item({ entryType: 'qty', quantity: '24.00', unit: 'm²' })] }),
      docket({ entryType: 'non-billable', startTime: '07:00', endTime: '11:00', lineItems: [] }),
      docket({ status: 'void' }),
    ];
    // 8.0 h on site (the 2.50 hr of plant is billed, not worked) + 4.0 h non-billable.
    expect(totalOf(day).hoursShort).toBe('12.0');
  });
});

describe('docket summary', () => {
  it('truncates a non-billable description to 50 characters', () => {
    const text = 'Toolbox talk, site induction and plant pre-start checks';
    const { title } = docketTitle(docket({ entryType: 'non-billable', description: text }));
    expect(title.length).toBeLessThanOrEqual(50);
    expect(title.endsWith('…')).toBe(true);
    expect(truncate('short')).toBe('short');
  });

  it('spans the timed items of a billable docket', () => {
    const d = docket({
      lineItems: [
        item({ startTime: '06:30', endTime: '12:00' }),
        item({ startTime: '12:30', endTime: '15:30' }),
      ],
    });
    expect(docketSpan(d)).toEqual({ start: '06:30', end: '15:30', breakMinutes: 60 });
  });

  it('words breaks', () => {
    expect(breakText(0)).toBe('No break');
    expect(breakText(45)).toBe('45 min break');
    expect(breakText(75)).toBe('1 h 15 min break');
  });
});
