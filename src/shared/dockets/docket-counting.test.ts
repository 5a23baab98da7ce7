import { describe, expect, it } from 'vitest';
import { countsInTotals, isCounted } from './docket-counting';
import { DOCKET_STATUSES } from './schemas';

describe('the docket counting rules', () => {
  it('leaves only void dockets out of the totals a screen shows', () => {
    expect(DOCKET_STATUSES.filter((status) => !countsInTotals({ status }))).toEqual(['void']);
  });

  it('counts for payroll approved dockets with Count on Timesheet on, never a draft, pending, reverted or void one', () => {
    const counted = DOCKET_STATUSES.flatMap((status) =>
      [true, false]
        .filter((countOnTimesheet) => isCounted({ status, countOnTimesheet }))
        .map((on) => [status, on]),
    );
    expect(counted).toEqual([['approved', true]]);
  });

  it('counts every approved docket, whatever its switch, when asked without the switch', () => {
    expect(isCounted({ status: 'approved', countOnTimesheet: false }, { onTimesheetOnly: false })).toBe(true);
    expect(isCounted({ status: 'reverted', countOnTimesheet: true }, { onTimesheetOnly: false })).toBe(false);
  });
});
