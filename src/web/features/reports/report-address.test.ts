import { describe, expect, it } from 'vitest';
import { addressOf, filtersOf, searchOf } from './report-address';

const today = '2026-11-29';
const read = (search: string) => addressOf(new URLSearchParams(search), today);

describe('the reports address (issue 26)', () => {
  it('defaults to Work by project over this month', () => {
    expect(read('')).toEqual({
      report: 'work-by-project',
      preset: 'this-month',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(read('report=nope&preset=nope')).toMatchObject({
      report: 'work-by-project',
      preset: 'this-month',
    });
  });

  it('reads a preset on the company today, and a custom range as typed', () => {
    expect(read('report=trend&preset=last-month')).toMatchObject({
      report: 'trend',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(read('preset=this-financial-year')).toMatchObject({ from: '2026-07-01', to: '2027-06-30' });
    expect(read('preset=custom&from=2026-01-05&to=2026-02-01')).toMatchObject({
      preset: 'custom',
      from: '2026-01-05',
      to: '2026-02-01',
    });
    // A custom range without two real days is this month.
    expect(read('preset=custom&from=2026-02-30&to=2026-03-01')).toMatchObject({ preset: 'this-month' });
  });

  it('keeps only well-formed ids', () => {
    expect(read('projectId=12&clientId=0&workerId=x7')).toMatchObject({ projectId: 12 });
    expect(read('projectId=12&clientId=0&workerId=x7')).not.toHaveProperty('clientId');
    expect(read('workerId=99999999999')).not.toHaveProperty('workerId');
  });

  it('writes back what it reads: dates only for a custom range', () => {
    for (const search of [
      'report=budgets&preset=last-week&projectId=3',
      'report=clients&preset=custom&from=2026-01-05&to=2026-02-01&clientId=4&workerId=9',
    ])
      expect(searchOf(read(search)).toString()).toBe(search);
  });

  it('sends the range and the subjects set', () => {
    expect(filtersOf(read('preset=last-month&workerId=5'))).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      workerId: 5,
    });
  });
});
