import { describe, expect, it } from 'vitest';
import { payrollDays, payrollTotals } from '../../../shared/payroll/hours';
import { ErrorCode } from '../../../shared/api/error-codes';
import { PAYROLL_ERROR_CODES } from '../../../shared/payroll/schemas';
import { failureTitle, submissionBody } from './submission';
import { thresholdOf } from './threshold';

const period = { start: '2026-11-09', end: '2026-11-15' };

describe('submissionBody (002 §3)', () => {
  it('sends the hours as shown: a 10.5-hour Tuesday is 8 ordinary and 2.5 overtime', () => {
    const days = payrollDays([{ id: 62, userId: 7, date: '2026-11-10', workedMinutes: 630 }], period, 8);
    const body = submissionBody(
      { userId: 7, name: 'Jake Thompson', days, totals: payrollTotals(days) },
      period,
      8,
    );
    expect(body).toEqual({
      startDate: '2026-11-09',
      endDate: '2026-11-15',
      overtimeThreshold: 8,
      timesheetEntries: [
        {
          workerId: 7,
          ordinaryHoursArray: [0, 8, 0, 0, 0, 0, 0],
          overtimeHoursArray: [0, 2.5, 0, 0, 0, 0, 0],
          totalOrdinaryHours: 8,
          totalOvertimeHours: 2.5,
          totalHours: 10.5,
          projectName: 'General Work',
          description: 'Jake Thompson, 2026-11-09 to 2026-11-15',
        },
      ],
    });
  });

  it('follows the threshold it is given', () => {
    const days = payrollDays([{ id: 1, userId: 7, date: '2026-11-10', workedMinutes: 630 }], period, 10);
    const [entry] = submissionBody(
      { userId: 7, name: 'J', days, totals: payrollTotals(days) },
      period,
      10,
    ).timesheetEntries;
    expect(entry?.ordinaryHoursArray[1]).toBe(10);
    expect(entry?.overtimeHoursArray[1]).toBe(0.5);
  });
});

describe('failureTitle (002 §8)', () => {
  it.each([
    [PAYROLL_ERROR_CODES.payPeriod, 'Pay Period Mismatch'],
    [PAYROLL_ERROR_CODES.validation, 'Xero Validation Error'],
    [PAYROLL_ERROR_CODES.unauthorized, 'Xero Authorization Failed'],
    [PAYROLL_ERROR_CODES.scope, 'Missing Permissions'],
    [PAYROLL_ERROR_CODES.failed, 'Xero Submission Failed'],
    [ErrorCode.CONFLICT, 'Xero Submission Failed'],
    [null, 'Xero Submission Failed'],
  ])('%s → %s', (code, title) => expect(failureTitle(code)).toBe(title));
});

describe('thresholdOf (002 §4: number, minimum 0, step 1)', () => {
  it.each([
    ['8', 8],
    ['0', 0],
    ['24', 24],
    ['', null],
    ['  ', null],
    ['-1', null],
    ['1.5', null],
    ['25', null],
    ['abc', null],
  ])('%j → %s', (text, value) => expect(thresholdOf(text)).toBe(value));
});
