/**
 * The activity trail's kinds (issue 25): every change by admin or office to money, people or the
 * company that is recorded, with the words the Activity screen and its CSV show.
 */
export const ACTIVITY_KINDS = {
  'company.updated': 'Company settings changed',
  'company.code_issued': 'New company code issued',
  'user.role_changed': 'Role changed',
  'user.deactivated': 'Person deactivated',
  'user.reactivated': 'Person reactivated',
  'rate_item.created': 'Rate item added',
  'rate_item.updated': 'Rate item changed',
  'rate_item.deleted': 'Rate item removed',
  'project.created': 'Project created',
  'project.updated': 'Project changed',
  'project.approval_changed': 'Project approval setting changed',
  'invoice.created': 'Tax invoice made',
  'invoice.voided': 'Tax invoice voided',
  'invoice.payment_recorded': 'Payment recorded',
  'invoice.payment_undone': 'Payment undone',
  'xero_invoice.created': 'Xero invoice made',
  'docket.marked_invoiced': 'Marked invoiced',
  'docket.unmarked_invoiced': 'Unmarked invoiced',
  'payroll.submitted': 'Payroll submitted',
  'payroll.run_started': 'Payroll run started',
  'xero.connected': 'Xero connected',
  'xero.disconnected': 'Xero disconnected',
  'plan.changed': 'Plan changed',
} as const;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const ACTIVITY_KIND_IDS = Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]];

/** What an entry is about. */
export const ACTIVITY_SUBJECTS = [
  'company',
  'user',
  'rate_item',
  'project_rate_item',
  'project',
  'invoice',
  'xero_invoice',
  'docket',
  'payroll',
  'xero',
  'subscription',
] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

/** Rows per page on the Activity screen. */
export const ACTIVITY_PAGE_SIZE = 25;
/** The most rows one CSV download holds (the newest of the filter). */
export const ACTIVITY_CSV_MAX = 10_000;
