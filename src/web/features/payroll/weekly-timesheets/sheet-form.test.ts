import { describe, expect, it } from 'vitest';
import { columnTotal, entriesOf, hoursValue, newSheetDraft, sheetHours, weekEndingOf } from './sheet-form';

describe('the weekly timesheet form', () => {
  it("shows a sheet's hours with one decimal (000 §9, 002 §9)", () => {
    expect(sheetHours({ ordinaryHours: '38.00', overtimeHours: '2.50' })).toBe('40.5');
    expect(sheetHours({ ordinaryHours: '0.00', overtimeHours: '0.00' })).toBe('0.0');
  });

  it('counts a value that is not a number as 0 (002 §4)', () => {
    expect(['7.5', ' 8 ', '', 'abc', '1e', '0.25'].map(hoursValue)).toEqual([
      '7.5',
      '8',
      '0',
      '0',
      '0',
      '0.25',
    ]);
  });

  it('totals the days exactly', () => {
    const draft = newSheetDraft({ id: 1, name: 'A' }, '2026-11-22', null);
    draft.days[0]!.ordinaryHours = '0.1';
    draft.days[1]!.ordinaryHours = '0.2';
    draft.days[2]!.ordinaryHours = 'x';
    expect(columnTotal(draft.days, 'ordinaryHours')).toBe('0.30');
    expect(columnTotal(draft.days, 'sickHours')).toBe('0.00');
  });

  it('starts from the dockets’ days, Monday to Sunday, and sends them with notes trimmed', () => {
    const draft = newSheetDraft({ id: 1, name: 'A' }, '2026-11-22', [
      {
        date: '2026-11-17',
        ordinaryHours: '8.00',
        overtimeHours: '2.50',
        sickHours: '0.00',
        holidayHours: '0.00',
        notes: null,
      },
    ]);
    expect(draft.days.map((d) => d.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(draft.days[1]).toMatchObject({ ordinaryHours: '8', overtimeHours: '2.5' });
    draft.days[3]!.notes = '  Doctor ';
    expect(entriesOf(draft)[3]).toMatchObject({ notes: 'Doctor', ordinaryHours: '0' });
    expect(entriesOf(draft)[0]!.notes).toBeNull();
  });

  it('finds the Sunday ending a date’s week', () => {
    expect(['2026-11-16', '2026-11-19', '2026-11-22'].map(weekEndingOf)).toEqual([
      '2026-11-22',
      '2026-11-22',
      '2026-11-22',
    ]);
  });
});
