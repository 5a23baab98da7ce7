import type { ReplyOf } from '../../../lib/api';

export type PayCycles = ReplyOf<'GET /api/companies/:companyId/xero/pay-cycles'>;
export type PayCycle = PayCycles['cycle'];
export type CompletedDocket =
  ReplyOf<'GET /api/companies/:companyId/timesheets/completed'>['dockets'][number];
export type EmployeeMapping =
  ReplyOf<'GET /api/companies/:companyId/xero/employee-mappings'>['users'][number];
export type PayrollRun = ReplyOf<'GET /api/companies/:companyId/payroll/runs/:runId'>;
export type WeeklySheet = ReplyOf<'GET /api/weekly-timesheets'>[number];
