import { formatCalendarDate, formatInstant } from '../../../../shared/dates';
import type { InvoiceRow } from '../api/get-approved-dockets';

/** The docket's day as itself: 'Mon 3 Mar 2025'. */
export const docketDate = (row: Pick<InvoiceRow, 'date'>): string =>
  formatCalendarDate(row.date, 'shortWithWeekday');

/** When it was approved, in the company's time zone: '5 Mar 2025'. */
export const approvedDate = (row: Pick<InvoiceRow, 'approvedAt'>, timeZone: string): string =>
  row.approvedAt ? formatInstant(row.approvedAt, timeZone, 'date') : 'Not recorded';

/** Names one docket for a screen reader: 'Jake Thompson, Mon 3 Mar 2025'. */
export const docketName = (row: Pick<InvoiceRow, 'workerName' | 'date'>): string =>
  `${row.workerName}, ${docketDate(row)}`;

/** 002 §2: the number, or 'Not specified'. */
export const invoiceNumberText = (row: Pick<InvoiceRow, 'invoiceNumber'>): string =>
  row.invoiceNumber ?? 'Not specified';
