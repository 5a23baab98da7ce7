import { stringify } from 'csv-stringify/sync';
import { hundredths } from '../../../../../shared/dockets/docket-math';
import type { InvoiceReply } from '../../../../../shared/invoicing/invoices-schemas';
import { safeCell } from '../../../../integrations/csv/safe-cell';

/**
 * The invoice's lines as CSV for MYOB, QuickBooks (or Xero) to import: one header, one row per line,
 * the column names their import screens map. Money and quantities exactly as stored (plain decimals,
 * no $ or thousands separator), dates yyyy-MM-dd.
 */
const COLUMNS = [
  'InvoiceNumber',
  'ContactName',
  'EmailAddress',
  'InvoiceDate',
  'DueDate',
  'Reference',
  'ServiceDate',
  'Worker',
  'Description',
  'Quantity',
  'Unit',
  'UnitAmount',
  'TaxType',
  'TaxRate',
  'LineAmount',
  'TaxAmount',
  'Status',
] as const;

export function invoiceCsv(invoice: InvoiceReply): string {
  const rows = invoice.lines.map((line) => {
    const row: Record<(typeof COLUMNS)[number], string> = {
      InvoiceNumber: invoice.number,
      ContactName: invoice.clientName ?? invoice.contactName ?? '',
      EmailAddress: invoice.contactEmail ?? '',
      InvoiceDate: invoice.issueDate,
      DueDate: invoice.dueDate,
      Reference: invoice.reference ?? '',
      ServiceDate: line.date,
      Worker: line.workerName,
      Description: `${line.description} (${line.workerName}, ${line.date})`,
      Quantity: line.quantity,
      Unit: line.unit,
      UnitAmount: line.unitPrice,
      TaxType: hundredths(line.taxRate) > 0n ? 'GST on Income' : 'GST Free',
      TaxRate: line.taxRate,
      LineAmount: line.lineAmount,
      TaxAmount: line.taxAmount,
      Status: invoice.status === 'void' ? 'Void' : 'Issued',
    };
    return COLUMNS.map((column) => safeCell(row[column]));
  });
  return stringify([[...COLUMNS], ...rows], { record_delimiter: 'windows' });
}
