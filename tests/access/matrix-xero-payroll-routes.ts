import { uniq } from '../../src/server/db/factories';
import { payrollCalendars } from '../../src/server/db/schema';
import type { MatrixWorld } from './matrix-fixtures';
import { backOffice, type MatrixRow } from './matrix-harness';

const companyUrl = (w: MatrixWorld, tail: string) => `/api/companies/${w.team.company.id}/${tail}`;

/** A synced pay calendar of the team's company, to make active. */
async function freshCalendar(w: MatrixWorld) {
  const [row] = await w.db
    .insert(payrollCalendars)
    .values({
      companyId: w.team.company.id,
      xeroCalendarId: `cal-${uniq()}`,
      name: `Weekly ${uniq()}`,
      calendarType: 'WEEKLY',
      periodStartDate: '2026-11-23',
      paymentDate: '2026-12-02',
    })
    .returning();
  return row!;
}

/**
 * Settings → Xero, payroll parts (002 §2 Xero tab: admin and office; 'payroll.read', 'payroll.settings').
 * Another company's admin gets 404 from a path naming our company or our user. The matrix companies are
 * not connected to Xero, so the calls that go to Xero answer 409 for every back-office caller.
 */
export const xeroPayrollRows: MatrixRow[] = [
  {
    route: 'GET /api/companies/:companyId/xero/payroll-settings',
    call: (w) => ({ method: 'GET', url: companyUrl(w, 'xero/payroll-settings') }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/companies/:companyId/xero/payroll-settings',
    call: (w) => ({
      method: 'POST',
      url: companyUrl(w, 'xero/payroll-settings'),
      payload: {
        ordinaryHoursEarningsRateId: 'ord',
        ordinaryHoursEarningsRateName: 'Ordinary Hours',
        overtimeHoursEarningsRateId: 'ot',
        overtimeHoursEarningsRateName: 'Overtime Hours',
      },
    }),
    expect: backOffice(200),
  },
  {
    route: 'PATCH /api/companies/:companyId/payroll-preferences',
    call: (w) => ({
      method: 'PATCH',
      url: companyUrl(w, 'payroll-preferences'),
      payload: { overtimeThresholdHours: 8 },
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/xero/payroll-calendars',
    call: (w) => ({ method: 'GET', url: companyUrl(w, 'xero/payroll-calendars') }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/xero/pay-cycles',
    call: (w) => ({ method: 'GET', url: companyUrl(w, 'xero/pay-cycles?date=2026-11-24') }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/companies/:companyId/xero/sync-payroll-calendars',
    call: (w) => ({ method: 'POST', url: companyUrl(w, 'xero/sync-payroll-calendars') }),
    expect: backOffice(409),
  },
  {
    route: 'POST /api/companies/:companyId/xero/set-active-calendar',
    call: async (w) => ({
      method: 'POST',
      url: companyUrl(w, 'xero/set-active-calendar'),
      payload: { calendarId: (await freshCalendar(w)).id },
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/xero/pay-items',
    call: () => ({ method: 'GET', url: '/api/xero/pay-items' }),
    expect: { ...backOffice(409), otherAdmin: 409 },
  },
  {
    route: 'POST /api/companies/:companyId/xero/pay-items',
    call: (w) => ({
      method: 'POST',
      url: companyUrl(w, 'xero/pay-items'),
      payload: {
        earningsRateId: 'ord',
        name: 'Ordinary Hours',
        earningsType: 'ORDINARYTIMEEARNINGS',
        rateType: 'RATEPERUNIT',
        accountCode: '477',
        typeOfUnits: 'Hours',
      },
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/xero/employees',
    call: () => ({ method: 'GET', url: '/api/xero/employees' }),
    expect: { ...backOffice(409), otherAdmin: 409 },
  },
  {
    route: 'GET /api/companies/:companyId/xero/employee-mappings',
    call: (w) => ({ method: 'GET', url: companyUrl(w, 'xero/employee-mappings') }),
    expect: backOffice(200),
  },
  {
    // The team's worker is found for the team's back office (then Xero is not connected: 409); another
    // company's admin does not find them (404).
    route: 'POST /api/users/:userId/map-xero-employee',
    call: (w) => ({
      method: 'POST',
      url: `/api/users/${w.team.worker.id}/map-xero-employee`,
      payload: { xeroId: 'some-employee' },
    }),
    expect: backOffice(409),
  },
];
