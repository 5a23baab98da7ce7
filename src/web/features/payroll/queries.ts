import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayPeriod } from '../../../shared/payroll/hours';
import { api, apiQuery, queryKeyOf, type ReplyOf } from '../../lib/api';
import { xeroStatusQuery } from '../xero/api/xero-accounting';

/** The reads of the payroll view (002 §2 'Payroll timesheet view', §7), one place per endpoint. */

export type PayCycles = ReplyOf<'GET /api/companies/:companyId/xero/pay-cycles'>;
export type PayCycle = PayCycles['cycle'];
export type CompletedDocket =
  ReplyOf<'GET /api/companies/:companyId/timesheets/completed'>['dockets'][number];
export type EmployeeMapping =
  ReplyOf<'GET /api/companies/:companyId/xero/employee-mappings'>['users'][number];
export type PayrollRun = ReplyOf<'GET /api/companies/:companyId/payroll/runs/:runId'>;

/** The keys Refresh reads again: the connection, the pay cycles and Xero reads, the period's dockets, the runs. */
export const payrollKeys = (companyId: number) => [
  xeroStatusQuery().queryKey,
  queryKeyOf('/api/companies/:companyId/xero', { companyId }),
  queryKeyOf('/api/companies/:companyId/timesheets/completed', { companyId }),
  queryKeyOf('/api/companies/:companyId/payroll', { companyId }),
];

/** The pay period holding `date` (null: today in the company's zone) and its neighbours. */
export const usePayCycles = (companyId: number, date: string | null) =>
  useQuery({
    ...apiQuery('GET /api/companies/:companyId/xero/pay-cycles', {
      params: { companyId },
      query: date ? { date } : {},
    }),
    placeholderData: keepPreviousData,
  });

/** The period's counted dockets (approved or Complete, Count on Timesheet on), with their minutes. */
export const completedDocketsQuery = (companyId: number, period: PayPeriod) =>
  apiQuery('GET /api/companies/:companyId/timesheets/completed', {
    params: { companyId },
    query: { start: period.start, end: period.end, countOnTimesheet: 'true' },
  });

export const useCompletedDockets = (companyId: number, period: PayPeriod | null) =>
  useQuery({
    ...completedDocketsQuery(companyId, period ?? { start: '', end: '' }),
    enabled: period !== null,
  });

/** The threshold (overtimeThresholdHours) and the periods used without Xero. */
export const payrollSettingsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/xero/payroll-settings', { params: { companyId } });
export const usePayrollSettings = (companyId: number) => useQuery(payrollSettingsQuery(companyId));

/** The company's people and the Xero employee each is paid as. */
export const useEmployeeMappings = (companyId: number) =>
  useQuery(apiQuery('GET /api/companies/:companyId/xero/employee-mappings', { params: { companyId } }));

/** The latest whole-period run of the period (null when none). */
export const latestRunQuery = (companyId: number, period: PayPeriod) =>
  apiQuery('GET /api/companies/:companyId/payroll/runs', {
    params: { companyId },
    query: { startDate: period.start, endDate: period.end },
  });

export const useLatestRun = (companyId: number, period: PayPeriod | null) =>
  useQuery({
    ...latestRunQuery(companyId, period ?? { start: '', end: '' }),
    enabled: period !== null,
  });

const RUN_POLL_MS = 2000;

/** One run, read again every 2 s while it is queued or running. */
export const usePayrollRun = (companyId: number, run: PayrollRun | null) =>
  useQuery({
    ...apiQuery('GET /api/companies/:companyId/payroll/runs/:runId', {
      params: { companyId, runId: run?.id ?? 0 },
    }),
    enabled: run !== null,
    initialData: run ?? undefined,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'done' ? RUN_POLL_MS : false,
  });

/** GET …/payroll/csv: the period as CSV, saved under the server's file name. */
export const payrollCsv = (companyId: number, period: PayPeriod, overtimeThreshold: number) =>
  api('GET /api/companies/:companyId/payroll/csv', {
    params: { companyId },
    query: { start: period.start, end: period.end, overtimeThreshold },
  });
