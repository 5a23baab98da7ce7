import { pgEnum } from 'drizzle-orm/pg-core';
import { CALENDAR_TYPES } from '../../../shared/payroll/hours';
import { ASSIGNMENT_ROLES, INVITATION_ROLES, ROLES } from '../../../shared/roles';
import { WEEKLY_STATUSES } from '../../../shared/payroll/weekly-timesheets-schemas';

export const userRole = pgEnum('user_role', ROLES);
export const invitationRole = pgEnum('invitation_role', INVITATION_ROLES);
export const assignmentRole = pgEnum('assignment_role', ASSIGNMENT_ROLES);
export const accountingSoftware = pgEnum('accounting_software', ['none', 'xero', 'quickbooks']);
export const approvalDefault = pgEnum('approval_default', ['auto', 'manual']);
export const docketStatus = pgEnum('docket_status', [
  'draft',
  'pending_approval',
  'approved',
  'reverted',
  'void',
]);
export const docketEntryType = pgEnum('docket_entry_type', ['billable', 'non-billable']);
export const lineItemEntryType = pgEnum('line_item_entry_type', ['qty', 'time']);
export const weeklyTimesheetStatus = pgEnum('weekly_timesheet_status', WEEKLY_STATUSES);
export const calendarType = pgEnum('calendar_type', CALENDAR_TYPES);
export const accessGrantKind = pgEnum('access_grant_kind', ['project_code', 'approval_link']);
