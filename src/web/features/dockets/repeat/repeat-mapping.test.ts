import { describe, expect, it } from 'vitest';
import { docket, item } from './test-dockets';
import { docketSpan, docketsOf, lastRecordedDay, repeatBody, repeatPlan } from './repeat-mapping';

describe('Repeat yesterday', () => {
  it('finds the last day recorded before today, past a weekend, ignoring void dockets and today', () => {
    const list = [
      docket({ date: '2026-11-19' }),
      docket({ date: '2026-11-20' }),
      docket({ date: '2026-11-22', status: 'void' }),
      docket({ date: '2026-11-23' }),
    ];
    expect(lastRecordedDay(list, '2026-11-23')).toBe('2026-11-20');
    expect(lastRecordedDay([], '2026-11-23')).toBeNull();
  });

  it('copies project, times, break and work items as a draft — not notes, signature or status', () => {
    const source = docket({
      lineItems: [item({}), item({ entryType: 'qty', quantity: '12.50', startTime: null, endTime: null })],
    });
    expect(repeatBody(source, '2026-11-23')).toEqual({
      date: '2026-11-23',
      status: 'draft',
      entryType: 'billable',
      projectId: 3,
      startTime: '07:00',
      endTime: '15:30',
      breakMinutes: 30,
      countOnTimesheet: true,
      lineItems: [
        { projectRateItemId: 11, entryType: 'time', startTime: '07:00', endTime: '15:30', breakMinutes: 30 },
        { projectRateItemId: 11, entryType: 'qty', quantity: '12.50' },
      ],
    });
  });

  it('keeps the activity of a non-billable docket', () => {
    const source = docket({ entryType: 'non-billable', projectId: null, description: 'Toolbox talk' });
    expect(repeatBody(source, '2026-11-23')).toEqual({
      date: '2026-11-23',
      status: 'draft',
      entryType: 'non-billable',
      description: 'Toolbox talk',
      startTime: '07:00',
      endTime: '15:30',
      breakMinutes: 30,
      countOnTimesheet: true,
    });
  });

  it('lists the day in working order and leaves out an untimed copy already on the day', () => {
    const late = docket({ startTime: '12:00', endTime: '15:00' });
    const early = docket({ startTime: '06:00', endTime: '11:00' });
    const untimed = docket({
      startTime: null,
      endTime: null,
      lineItems: [item({ entryType: 'qty', quantity: '3', startTime: null, endTime: null })],
    });
    // A billable docket's times are its items' (its own are empty): it sorts by its earliest item.
    const middle = docket({
      startTime: null,
      endTime: null,
      lineItems: [
        item({ startTime: '11:30', endTime: '12:00' }),
        item({ startTime: '11:00', endTime: '11:30' }),
      ],
    });
    const day = docketsOf([late, untimed, middle, early, docket({ status: 'void' })], '2026-11-20');
    expect(day.map((d) => d.id)).toEqual([early.id, middle.id, late.id, untimed.id]);
    expect(docketSpan(middle)).toEqual({ start: '11:00', end: '12:00' });
    expect(docketSpan(untimed)).toBeNull();
    const first = repeatPlan(day, [], '2026-11-23');
    expect(first).toMatchObject({ alreadyThere: 0 });
    expect(first.send).toHaveLength(4);
    const today = [docket({ ...untimed, id: 99, date: '2026-11-23', status: 'draft' })];
    const second = repeatPlan(day, today, '2026-11-23');
    expect(second.alreadyThere).toBe(1);
    expect(second.send.map((b) => b.startTime)).toEqual(['06:00', null, '12:00']);
  });
});
