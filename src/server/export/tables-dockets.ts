import { docketEvents, docketLineItems, dockets } from '../db/schema';
import { defineTable, money, pageOf } from './csv-table';

const ID = 'The record’s id (other files refer to it by this number)';
const DOCKET = 'The docket (dockets.csv id)';

/** Every column but the signature image (the docket’s PDF shows it). */
export const docketsTable = defineTable(dockets, pageOf(dockets), {
  file: 'dockets.csv',
  about: 'Daily dockets (timesheets): one worker’s day, in every status.',
  columns: [
    ['id', ID, (r) => r.id],
    ['date', 'The day worked (YYYY-MM-DD)', (r) => r.date],
    ['worker_id', 'The worker (users.csv id)', (r) => r.workerId],
    ['project_id', 'The project (projects.csv id); empty for non-billable time', (r) => r.projectId],
    ['entry_type', 'billable or non-billable', (r) => r.entryType],
    ['status', 'draft, pending_approval, approved, reverted or void', (r) => r.status],
    ['start_time', 'Start (HH:MM), non-billable dockets', (r) => r.startTime],
    ['end_time', 'End (HH:MM), non-billable dockets', (r) => r.endTime],
    ['break_minutes', 'Break in minutes', (r) => r.breakMinutes],
    ['description', 'Description of the work', (r) => r.description],
    ['notes', 'Notes', (r) => r.notes],
    ['foreman_name', 'The foreman it was sent to', (r) => r.foremanName],
    ['foreman_email', 'That foreman’s e-mail', (r) => r.foremanEmail],
    ['signed', 'Whether it carries a signature (shown in its PDF)', (r) => r.signature !== null],
    ['signed_at', 'When it was signed (UTC)', (r) => r.signedAt],
    ['approved_by_name', 'Who approved it', (r) => r.approvedByName],
    ['approved_by_user_id', 'The approver’s user (users.csv id), when signed in', (r) => r.approvedByUserId],
    ['approval_method', 'How it was approved', (r) => r.approvalMethod],
    ['content_hash', 'Fingerprint of its content at approval (the PDF’s verify link)', (r) => r.contentHash],
    ['count_on_timesheet', 'Whether its hours count for payroll', (r) => r.countOnTimesheet],
    ['invoiced', 'Whether it has been invoiced', (r) => r.invoiced],
    ['invoice_number', 'The invoice number it was invoiced on', (r) => r.invoiceNumber],
    ['invoiced_at', 'When it was invoiced (UTC)', (r) => r.invoicedAt],
    ['created_at', 'When it was created (UTC)', (r) => r.createdAt],
    ['updated_at', 'When it last changed (UTC)', (r) => r.updatedAt],
  ],
});

export const docketItemsTable = defineTable(docketLineItems, pageOf(docketLineItems), {
  file: 'docket-items.csv',
  about: 'The work items of each billable docket, as recorded (rates as they were then).',
  columns: [
    ['id', ID, (r) => r.id],
    ['docket_id', DOCKET, (r) => r.docketId],
    ['position', 'Order on the docket', (r) => r.position],
    ['project_rate_item_id', 'The billable item (project-rate-items.csv id)', (r) => r.projectRateItemId],
    ['entry_type', 'time (a start and end) or qty (a quantity)', (r) => r.entryType],
    ['name', 'Item name', (r) => r.name],
    ['description', 'Description', (r) => r.description],
    ['unit', 'Unit', (r) => r.unit],
    ['quantity', 'Quantity, for qty items', (r) => r.quantity],
    ['start_time', 'Start (HH:MM), for time items', (r) => r.startTime],
    ['end_time', 'End (HH:MM), for time items', (r) => r.endTime],
    ['break_minutes', 'Break in minutes', (r) => r.breakMinutes],
    ['rate', 'Rate per unit in AUD, excluding GST (exact cents)', (r) => money(r.rate)],
    ['tax_rate', 'GST rate in percent', (r) => r.taxRate],
    ['notes', 'Notes', (r) => r.notes],
  ],
});

export const docketEventsTable = defineTable(docketEvents, pageOf(docketEvents), {
  file: 'docket-events.csv',
  about: 'Each docket’s history: created, sent, approved, invoiced and so on.',
  columns: [
    ['id', ID, (r) => r.id],
    ['docket_id', DOCKET, (r) => r.docketId],
    ['event_type', 'What happened', (r) => r.eventType],
    ['description', 'Words about it', (r) => r.description],
    ['user_id', 'Who did it (users.csv id), when signed in', (r) => r.userId],
    ['details', 'More about it, as JSON', (r) => JSON.stringify(r.details)],
    ['created_at', 'When (UTC)', (r) => r.createdAt],
  ],
});
