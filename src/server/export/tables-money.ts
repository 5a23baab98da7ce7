import {
  invoiceLines,
  invoicePayments,
  invoices,
  payrollSubmissions,
  weeklyTimesheetEntries,
  weeklyTimesheets,
} from '../db/schema';
import { defineTable, money, pageOf } from './csv-table';

const ID = 'The record’s id (other files refer to it by this number)';
const WORKER = 'The person (users.csv id)';

export const invoicesTable = defineTable(invoices, pageOf(invoices), {
  file: 'invoices.csv',
  about:
    'The company’s own tax invoices (made in SiteDockets; Xero’s are in Xero). Each has a PDF in invoices/.',
  columns: [
    ['id', ID, (r) => r.id],
    ['number', 'Invoice number', (r) => r.number],
    ['status', 'issued or void', (r) => r.status],
    ['client_id', 'The client (clients.csv id)', (r) => r.clientId],
    ['client_name', 'The buyer as invoiced', (r) => r.clientName],
    ['contact_name', 'Contact as invoiced', (r) => r.contactName],
    ['contact_email', 'Contact e-mail as invoiced', (r) => r.contactEmail],
    ['reference', 'Reference', (r) => r.reference],
    ['issue_date', 'Issue date (YYYY-MM-DD)', (r) => r.issueDate],
    ['due_date', 'Due date (YYYY-MM-DD)', (r) => r.dueDate],
    ['subtotal', 'Total excluding GST in AUD (exact cents)', (r) => money(r.subtotal)],
    ['gst', 'GST in AUD (exact cents)', (r) => money(r.gst)],
    ['total', 'Total including GST in AUD (exact cents)', (r) => money(r.total)],
    ['created_by_id', 'Who issued it (users.csv id)', (r) => r.createdById],
    ['created_at', 'When it was issued (UTC)', (r) => r.createdAt],
    ['voided_at', 'When it was voided (UTC)', (r) => r.voidedAt],
  ],
});

export const invoiceLinesTable = defineTable(invoiceLines, pageOf(invoiceLines), {
  file: 'invoice-lines.csv',
  about: 'The lines of each invoice: one work item of one docket each.',
  columns: [
    ['id', ID, (r) => r.id],
    ['invoice_id', 'The invoice (invoices.csv id)', (r) => r.invoiceId],
    ['position', 'Order on the invoice', (r) => r.position],
    ['docket_id', 'The docket (dockets.csv id)', (r) => r.docketId],
    ['docket_item_id', 'The work item (docket-items.csv id)', (r) => r.lineItemId],
    ['date', 'The day worked', (r) => r.date],
    ['worker_name', 'The worker as invoiced', (r) => r.workerName],
    ['description', 'Description', (r) => r.description],
    ['quantity', 'Quantity (hours to 4 places for time items)', (r) => r.quantity],
    ['unit', 'Unit', (r) => r.unit],
    ['unit_price', 'Price per unit in AUD, excluding GST (exact cents)', (r) => money(r.unitPrice)],
    ['tax_rate', 'GST rate in percent', (r) => r.taxRate],
    ['line_amount', 'Net amount in AUD (exact cents)', (r) => money(r.lineAmount)],
    ['tax_amount', 'GST in AUD (exact cents)', (r) => money(r.taxAmount)],
  ],
});

export const invoicePaymentsTable = defineTable(invoicePayments, pageOf(invoicePayments), {
  file: 'invoice-payments.csv',
  about: 'Payments recorded against the company’s own invoices (part payments add up).',
  columns: [
    ['id', ID, (r) => r.id],
    ['invoice_id', 'The invoice (invoices.csv id)', (r) => r.invoiceId],
    ['paid_on', 'The day it was paid (YYYY-MM-DD)', (r) => r.paidOn],
    ['amount', 'Amount paid in AUD (exact cents)', (r) => money(r.amount)],
    ['created_by_id', 'Who recorded it (users.csv id)', (r) => r.createdById],
    ['created_at', 'When it was recorded (UTC)', (r) => r.createdAt],
  ],
});

export const payrollSubmissionsTable = defineTable(payrollSubmissions, pageOf(payrollSubmissions), {
  file: 'payroll-submissions.csv',
  about: 'Payroll timesheets sent to Xero Payroll: one person, one pay period.',
  columns: [
    ['id', ID, (r) => r.id],
    ['user_id', WORKER, (r) => r.userId],
    ['period_start', 'First day of the pay period', (r) => r.periodStart],
    ['period_end', 'Last day of the pay period', (r) => r.periodEnd],
    [
      'ordinary_hours',
      'Ordinary hours per day of the period, separated by ;',
      (r) => r.ordinaryHours.join(';'),
    ],
    [
      'overtime_hours',
      'Overtime hours per day of the period, separated by ;',
      (r) => r.overtimeHours.join(';'),
    ],
    ['total_hours', 'Total hours', (r) => r.totalHours],
    ['overtime_threshold', 'Hours a day above which work was overtime', (r) => r.overtimeThreshold],
    ['xero_timesheet_id', 'Xero’s id of the timesheet', (r) => r.xeroTimesheetId],
    ['send_count', 'How many times the period was sent', (r) => r.sendCount],
    ['submitted_by_id', 'Who sent it (users.csv id)', (r) => r.submittedById],
    ['created_at', 'First sent (UTC)', (r) => r.createdAt],
    ['updated_at', 'Last sent (UTC)', (r) => r.updatedAt],
  ],
});

export const weeklyTimesheetsTable = defineTable(weeklyTimesheets, pageOf(weeklyTimesheets), {
  file: 'weekly-timesheets.csv',
  about: 'Weekly timesheets: one person, one week (Monday to Sunday).',
  columns: [
    ['id', ID, (r) => r.id],
    ['user_id', WORKER, (r) => r.userId],
    ['week_ending', 'The Sunday the week ends on', (r) => r.weekEnding],
    ['employee_number', 'Employee number', (r) => r.employeeNumber],
    ['ordinary_hours', 'Ordinary hours of the week', (r) => r.ordinaryHours],
    ['overtime_hours', 'Overtime hours of the week', (r) => r.overtimeHours],
    ['status', 'Its status', (r) => r.status],
    ['xero_timesheet_id', 'Xero’s id, once submitted', (r) => r.xeroTimesheetId],
    ['submitted_at', 'When it was submitted (UTC)', (r) => r.submittedAt],
  ],
});

export const weeklyEntriesTable = defineTable(weeklyTimesheetEntries, pageOf(weeklyTimesheetEntries), {
  file: 'weekly-timesheet-entries.csv',
  about: 'The days of each weekly timesheet.',
  columns: [
    ['id', ID, (r) => r.id],
    ['weekly_timesheet_id', 'The week (weekly-timesheets.csv id)', (r) => r.weeklyTimesheetId],
    ['date', 'The day', (r) => r.date],
    ['ordinary_hours', 'Ordinary hours', (r) => r.ordinaryHours],
    ['overtime_hours', 'Overtime hours', (r) => r.overtimeHours],
    ['sick_hours', 'Sick leave hours', (r) => r.sickHours],
    ['holiday_hours', 'Holiday hours', (r) => r.holidayHours],
    ['notes', 'Notes', (r) => r.notes],
  ],
});
