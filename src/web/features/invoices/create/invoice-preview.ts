import { billableQuantity, lineItemFigures, sumFigures } from '../../../../shared/docket-math';
import type { Docket } from '../../dockets/api';

/** One line of the preview, as the server will write it (server/modules/invoices/lines.ts). */
export type PreviewLine = {
  key: string;
  docketId: number;
  date: string;
  workerName: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  taxRate: string;
  lineAmount: string;
  taxAmount: string;
};

export type InvoicePreview = { lines: PreviewLine[]; subtotal: string; gst: string; total: string };

type PreviewDocket = Pick<Docket, 'id' | 'date' | 'worker' | 'lineItems'>;

/**
 * The lines and totals the server computes at create, from the same shared docket math: dockets in
 * date order, one line per work item, net and GST each rounded to cents, totals the sums of the
 * rounded lines. The preview therefore agrees with the invoice to the cent.
 */
export function invoicePreview(dockets: readonly PreviewDocket[]): InvoicePreview {
  const ordered = [...dockets].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const rows = ordered.flatMap((docket) =>
    docket.lineItems.map((item) => {
      const figures = { ...item, rate: item.rate ?? '0', taxRate: item.taxRate ?? '0' };
      return { docket, item: figures, f: lineItemFigures(figures) };
    }),
  );
  const lines = rows.map(({ docket, item, f }) => ({
    key: `${docket.id}-${item.id}`,
    docketId: docket.id,
    date: docket.date,
    workerName: `${docket.worker.firstName} ${docket.worker.lastName}`.trim(),
    description: item.name,
    quantity: billableQuantity(item),
    unit: item.unit,
    unitPrice: item.rate,
    taxRate: item.taxRate,
    lineAmount: f.net,
    taxAmount: f.tax,
  }));
  const totals = sumFigures(rows.map(({ f }) => f));
  return { lines, subtotal: totals.net, gst: totals.tax, total: totals.value };
}

/** "8.5000" → "8.5", "3.0000" → "3": a quantity as people read it. */
export const shortQuantity = (quantity: string): string =>
  quantity.includes('.') ? quantity.replace(/0+$/, '').replace(/\.$/, '') : quantity;
