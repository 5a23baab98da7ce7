import { z } from 'zod';
import { CALENDAR_TYPES } from '../../../../shared/payroll/hours';
import { xeroDateField, xeroDay } from '../../../integrations/xero/xero-dates';

/** The parts of Xero Payroll AU's replies read here, with Xero's field names (dates as `/Date(ms+0000)/`). */

export const PAYROLL_API = '/payroll.xro/1.0';

/** Payroll AU lists up to 100 records a page. */
export const PAGE_SIZE = 100;

const xeroDate = xeroDateField(xeroDay);

const xeroCalendar = z.object({
  PayrollCalendarID: z.string(),
  Name: z.string(),
  CalendarType: z.enum(CALENDAR_TYPES),
  StartDate: xeroDate,
  PaymentDate: xeroDate,
});
export type XeroCalendar = z.infer<typeof xeroCalendar>;
export const calendarsEnvelope = z.object({ PayrollCalendars: z.array(xeroCalendar).default([]) });

const xeroEarningsRate = z.object({
  EarningsRateID: z.string(),
  Name: z.string(),
  EarningsType: z.string(),
  RateType: z.string(),
  AccountCode: z.string().nullish(),
  TypeOfUnits: z.string().nullish(),
});
export const payItemsEnvelope = z.object({
  PayItems: z.object({ EarningsRates: z.array(xeroEarningsRate).default([]) }),
});

const xeroEmployee = z.object({
  EmployeeID: z.string(),
  FirstName: z.string().nullish(),
  LastName: z.string().nullish(),
  Email: z.string().nullish(),
  Status: z.string().nullish(),
});
export const employeesEnvelope = z.object({ Employees: z.array(xeroEmployee).default([]) });
