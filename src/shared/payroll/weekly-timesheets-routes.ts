import { idParams } from '../schemas/params';
import {
  submitWeeklyBody,
  submitWeeklyReply,
  weeklyFromDocketsQuery,
  weeklyFromDocketsReply,
  weeklyTimesheet,
  weeklyTimesheetBody,
  weeklyTimesheetsQuery,
  weeklyTimesheetsReply,
  weeklyTimesheetUpdateBody,
} from './weekly-timesheets-schemas';
import { defineRoutes } from '../api/route';

const tag = 'Weekly timesheets';

/** /weekly-timesheets (002 §2, §7). */
export const weeklyTimesheetsRoutes = defineRoutes({
  listWeeklyTimesheets: {
    method: 'GET',
    path: '/api/weekly-timesheets',
    summary: "The week's timesheets of the company (companyId, weekEnding: a Sunday)",
    tag,
    access: 'weeklyTimesheets.manage',
    query: weeklyTimesheetsQuery,
    reply: { 200: weeklyTimesheetsReply },
  },
  weeklyFromDockets: {
    method: 'GET',
    path: '/api/weekly-timesheets/from-dockets',
    summary:
      "New Timesheet's starting point: the employee's week from their counted dockets, ordinary and overtime split at the company's threshold",
    tag,
    access: 'weeklyTimesheets.manage',
    query: weeklyFromDocketsQuery,
    reply: { 200: weeklyFromDocketsReply },
  },
  createWeeklyTimesheet: {
    method: 'POST',
    path: '/api/weekly-timesheets',
    summary: 'Creates an employee’s timesheet for a week (seven entries); 409 when they have one',
    tag,
    access: 'weeklyTimesheets.manage',
    body: weeklyTimesheetBody,
    reply: { 201: weeklyTimesheet },
    idempotent: true,
  },
  updateWeeklyTimesheet: {
    method: 'PUT',
    path: '/api/weekly-timesheets/:id',
    summary: 'Changes a timesheet’s entries, employee number or status; only the fields sent change',
    tag,
    access: 'weeklyTimesheets.manage',
    params: idParams,
    body: weeklyTimesheetUpdateBody,
    reply: { 200: weeklyTimesheet },
  },
  submitWeeklyToXero: {
    method: 'POST',
    path: '/api/weekly-timesheets/submit-xero',
    plan: 'pro',
    summary:
      "Sends the week's approved timesheets to Xero Payroll (ordinary and overtime lines); a week sent before is updated",
    tag,
    access: 'payroll.submit',
    body: submitWeeklyBody,
    reply: { 200: submitWeeklyReply },
  },
});
