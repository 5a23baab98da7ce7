import {
  invoiceLinesOf,
  type InvoiceLine,
  type InvoiceLines,
} from '../../../../../shared/invoicing/invoice-lines';
import type { Docket } from '../../../dockets/api';
import { fullName } from '../../../../../shared/people';

/** One line of the preview, as the server will write it (src/shared/invoicing/invoice-lines.ts). */
export type PreviewLine = InvoiceLine & { key: string };

export type InvoicePreview = Omit<InvoiceLines, 'lines'> & { lines: PreviewLine[] };

type PreviewDocket = Pick<Docket, 'id' | 'date' | 'worker' | 'lineItems'>;

/**
 * The lines and totals the server computes at create, by the same shared function: dockets in date
 * order (as the server reads them), one line per work item. The preview therefore agrees with the
 * invoice to the cent.
 */
export function invoicePreview(dockets: readonly PreviewDocket[]): InvoicePreview {
  const ordered = [...dockets].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const { lines, ...totals } = invoiceLinesOf(
    ordered.map((docket) => ({
      id: docket.id,
      date: docket.date,
      workerName: fullName(docket.worker),
      items: docket.lineItems.map((item) => ({
        ...item,
        rate: item.rate ?? '0',
        taxRate: item.taxRate ?? '0',
      })),
    })),
  );
  return { lines: lines.map((line) => ({ ...line, key: `${line.docketId}-${line.lineItemId}` })), ...totals };
}

/** "8.5000" → "8.5", "3.0000" → "3": a quantity as people read it. */
export const shortQuantity = (quantity: string): string =>
  quantity.includes('.') ? quantity.replace(/0+$/, '').replace(/\.$/, '') : quantity;
