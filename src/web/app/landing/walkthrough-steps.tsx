import { ClipboardPen, FileSignature, Receipt, Wallet, type LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { ApprovalMock } from './approval-mock';
import { InvoiceMock } from './invoice-mock';
import { PayrollMock } from './payroll-mock';
import { TimeEntryMock } from './time-entry-mock';

export type WalkthroughStep = {
  /** Tab label, spec 000 §2: 1 Time Input, 2 Approval, 3 Invoice, 4 Timesheets. */
  title: string;
  icon: LucideIcon;
  heading: string;
  text: string;
  points: readonly string[];
  Picture: ComponentType;
};

export const walkthroughSteps: readonly WalkthroughStep[] = [
  {
    title: 'Time Input',
    icon: ClipboardPen,
    heading: 'The worker logs the day on site',
    text: 'Billable project work or a non-billable activity, entered on the phone before knock-off.',
    points: [
      'Pick the project and its rate item: by the hour or by quantity',
      'Start and end time, with every break taken off the total',
      'Non-billable time such as toolbox talks or travel kept apart',
    ],
    Picture: TimeEntryMock,
  },
  {
    title: 'Approval',
    icon: FileSignature,
    heading: 'The foreman signs it there and then',
    text: 'The day’s summary is checked and signed with a finger, on site or later from the foreman dashboard.',
    points: [
      'Foremen without an account approve with the project code',
      'Approval can be switched off for projects that do not need it',
      'Editing an approved docket sends it back to draft and clears the signature',
    ],
    Picture: ApprovalMock,
  },
  {
    title: 'Invoice',
    icon: Receipt,
    heading: 'Approved dockets become the invoice',
    text: 'Combine several dockets into one Xero invoice, or mark them invoiced with your own number.',
    points: [
      'Quantities and hours priced at the project’s rates, with GST',
      'Signed docket PDFs as proof for the client',
      'Workers never see rates or docket values',
    ],
    Picture: InvoiceMock,
  },
  {
    title: 'Timesheets',
    icon: Wallet,
    heading: 'Payroll from the same hours',
    text: 'The week’s dockets roll up into a payroll timesheet per worker, ready to submit to Xero Payroll.',
    points: [
      'Ordinary and overtime split at a daily threshold (8 hours by default)',
      'Pay periods follow your Xero pay calendar',
      'Nobody types the hours twice',
    ],
    Picture: PayrollMock,
  },
];
