/** A how-to for a common task, as numbered steps. */
export type TaskGuide = { id: string; title: string; who: string; steps: string[] };

export const TASK_GUIDES: readonly TaskGuide[] = [
  {
    id: 'record-a-day',
    title: 'Record a day’s work',
    who: 'Workers, foremen and admins',
    steps: [
      'Open Entries and tap the day you worked. Use Previous and Next to change week.',
      'Tap Add Time Entry and choose Project Work, then the project.',
      'For each work item pick the billable item, then enter your start and finish times and break, or a quantity such as loads or tonnes.',
      'For travel, training or yard time choose Non-Billable Activity and describe what you did.',
      'Tap Save as Draft to finish later, or Complete Entry when the day is done.',
    ],
  },
  {
    id: 'send-for-approval',
    title: 'Send a docket for approval',
    who: 'Workers and foremen',
    steps: [
      'Open the docket from Entries with View to see its preview.',
      'Choose the foreman who will sign it, or add one with their name and email.',
      'Send it: the foreman gets an email with a link to the docket and it shows as Pending.',
      'Once signed it shows Approved. Editing an approved docket sends it back to draft for a new signature.',
    ],
  },
  {
    id: 'approve-with-code',
    title: 'Approve on site with the project code',
    who: 'Foremen, with or without an account',
    steps: [
      'On your phone, open the foreman dashboard from the SiteDockets home page or the link you were sent.',
      'Enter the 6-digit project code and tap Access Project.',
      'Tap Review Pending Dockets, then Review & Approve on each docket.',
      'Check the hours and items, choose your name (or enter your name and email), sign with your finger and approve.',
    ],
  },
  {
    id: 'invoice-dockets',
    title: 'Invoice approved dockets',
    who: 'Admin and office',
    steps: [
      'Open Invoices and filter to dockets ready for invoice: approved and not yet invoiced.',
      'Expand a docket to check its billing items and total before you bill it.',
      'Mark it as invoiced with your invoice number, or with Xero connected, create the invoice in Xero directly.',
      'Invoiced dockets show an Invoiced badge with the invoice number.',
    ],
  },
  {
    id: 'export-pdfs',
    title: 'Export docket PDFs',
    who: 'Admin, office and foremen',
    steps: [
      'On Invoices, or on a foreman’s docket list, switch to Export PDFs.',
      'Tick the dockets you need, or Select All Visible.',
      'Tap Export to download a ZIP file with one signed PDF per docket, ready to attach to an invoice.',
      'For a single docket, open its preview and use Download PDF or Email PDF.',
    ],
  },
];
