import { randomUUID } from 'node:crypto';
import { msDate, startOfDay } from '../xero-date';
import type { EarningsRate, Payroll, PayrollCalendar, PayrollEmployee } from './model';
import { DAY_MS } from './periods';

/** The Monday on or before `now` (UTC). */
function mondayOf(now: number): number {
  const day = startOfDay(now);
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
}

type RateSeed = Omit<EarningsRate, 'EarningsRateID' | 'updatedAt'>;

const RATE_DEFAULTS = {
  AccountCode: '477',
  IsExemptFromTax: false,
  IsReportableAsW1: true,
} as const;

/** The earnings rates of the demo organisation: ordinary, overtime at 1.5 and 2, and holiday/leave hours. */
const DEMO_RATES: RateSeed[] = [
  {
    ...RATE_DEFAULTS,
    Name: 'Ordinary Hours',
    EarningsType: 'ORDINARYTIMEEARNINGS',
    RateType: 'RATEPERUNIT',
    TypeOfUnits: 'Hours',
    RatePerUnit: 38.5,
    IsExemptFromSuper: false,
    IsQualifyingEarnings: true,
  },
  {
    ...RATE_DEFAULTS,
    Name: 'Overtime Hours (x1.5)',
    EarningsType: 'OVERTIMEEARNINGS',
    RateType: 'MULTIPLE',
    Multiplier: 1.5,
    AccrueLeave: false,
    IsExemptFromSuper: true,
    IsQualifyingEarnings: false,
  },
  {
    ...RATE_DEFAULTS,
    Name: 'Overtime Hours (x2.0)',
    EarningsType: 'OVERTIMEEARNINGS',
    RateType: 'MULTIPLE',
    Multiplier: 2,
    AccrueLeave: false,
    IsExemptFromSuper: true,
    IsQualifyingEarnings: false,
  },
  {
    ...RATE_DEFAULTS,
    Name: 'Public Holiday Not Worked',
    EarningsType: 'ORDINARYTIMEEARNINGS',
    RateType: 'MULTIPLE',
    Multiplier: 1,
    AccrueLeave: true,
    IsExemptFromSuper: false,
    IsQualifyingEarnings: true,
  },
  {
    ...RATE_DEFAULTS,
    Name: 'Personal Leave Hours',
    EarningsType: 'ORDINARYTIMEEARNINGS',
    RateType: 'MULTIPLE',
    Multiplier: 1,
    AccrueLeave: true,
    IsExemptFromSuper: false,
    IsQualifyingEarnings: true,
  },
];

const DEMO_PEOPLE = [
  {
    FirstName: 'Liam',
    LastName: 'Nguyen',
    Email: 'liam.nguyen@example.com',
    calendar: 0,
    born: [1990, 4, 12],
  },
  {
    FirstName: 'Olivia',
    LastName: 'Brown',
    Email: 'olivia.brown@example.com',
    calendar: 0,
    born: [1985, 8, 3],
  },
  {
    FirstName: 'Noah',
    LastName: 'Wilson',
    Email: 'noah.wilson@example.com',
    calendar: 1,
    born: [1998, 1, 27],
  },
] as const;

/**
 * The demo organisation's payroll: a weekly calendar whose periods start on Mondays (the Monday of
 * this week) and a fortnightly one (from the Monday before), three active employees, the earnings rates
 * above, and the usual deduction, reimbursement and leave types.
 */
export function newPayroll(now: number): Payroll {
  const monday = mondayOf(now);
  const calendar = (
    Name: string,
    CalendarType: PayrollCalendar['CalendarType'],
    start: number,
    days: number,
  ) => ({
    PayrollCalendarID: randomUUID(),
    Name,
    CalendarType,
    startDate: start,
    paymentDate: start + (days + 2) * DAY_MS,
    referenceDate: start,
    updatedAt: now,
  });
  const calendars = [
    calendar('Weekly', 'WEEKLY', monday, 7),
    calendar('Fortnightly', 'FORTNIGHTLY', monday - 7 * DAY_MS, 14),
  ];
  const earningsRates = DEMO_RATES.map((rate) => ({ ...rate, EarningsRateID: randomUUID(), updatedAt: now }));
  const employees: PayrollEmployee[] = DEMO_PEOPLE.map((person) => ({
    EmployeeID: randomUUID(),
    FirstName: person.FirstName,
    LastName: person.LastName,
    Status: 'ACTIVE',
    Email: person.Email,
    dateOfBirth: Date.UTC(person.born[0], person.born[1] - 1, person.born[2]),
    startDate: Date.UTC(2024, 0, 8),
    OrdinaryEarningsRateID: earningsRates[0]?.EarningsRateID ?? '',
    PayrollCalendarID: calendars[person.calendar]?.PayrollCalendarID ?? '',
    updatedAt: now,
  }));
  const stamp = { UpdatedDateUTC: msDate(now), CurrentRecord: true };
  return {
    calendars,
    employees,
    earningsRates,
    otherPayItems: {
      DeductionTypes: [
        {
          DeductionTypeID: randomUUID(),
          DeductionCategory: 'UNIONFEES',
          Name: 'Union Fees/Subscriptions',
          AccountCode: '850',
          ReducesTax: false,
          ReducesSuper: false,
          IsExemptFromW1: false,
          ...stamp,
        },
      ],
      ReimbursementTypes: [
        { ReimbursementTypeID: randomUUID(), Name: 'Travel Costs', AccountCode: '850', ...stamp },
      ],
      LeaveTypes: [
        {
          LeaveTypeID: randomUUID(),
          Name: 'Annual Leave',
          TypeOfUnits: 'Hours',
          NormalEntitlement: 152,
          LeaveLoadingRate: 1,
          IsPaidLeave: true,
          ShowOnPayslip: true,
          ...stamp,
        },
        {
          LeaveTypeID: randomUUID(),
          Name: "Personal/Carer's Leave",
          TypeOfUnits: 'Hours',
          NormalEntitlement: 76,
          IsPaidLeave: true,
          ShowOnPayslip: true,
          ...stamp,
        },
      ],
    },
    timesheets: [],
  };
}
