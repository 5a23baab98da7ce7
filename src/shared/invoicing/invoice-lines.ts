import {
  billableQuantity,
  lineItemFigures,
  sumFigures,
  sumMoney,
  type LineItemFigures,
} from '../dockets/docket-math';

/** A work item as an invoice line reads it: its figures, and what the line shows. */
export type InvoiceWorkItem = LineItemFigures & { id: number; name: string };

/** A docket as an invoice reads it: when, who, and its work items in their order. */
export type InvoiceWork = {
  id: number;
  date: string;
  workerName: string;
  items: readonly InvoiceWorkItem[];
};

/** One invoice line, as the server writes it and the create dialog previews it. */
export type InvoiceLine = {
  docketId: number;
  lineItemId: number;
  position: number;
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

export type InvoiceLines = { lines: InvoiceLine[]; subtotal: string; gst: string; total: string };

/**
 * One line per work item, in the dockets' order, with the shared docket math (DECISIONS 'Hours and
 * money'): quantity (hours to 4 places or the item's quantity), net and GST each rounded to cents;
 * the totals are sums of the rounded lines, so an invoice equals the sum of its dockets' totals to
 * the cent, and the create dialog's preview equals the invoice.
 */
export function invoiceLinesOf(work: readonly InvoiceWork[]): InvoiceLines {
  const figures = work.flatMap((docket) =>
    docket.items.map((item) => ({ docket, item, f: lineItemFigures(item) })),
  );
  const lines = figures.map(({ docket, item, f }, position) => ({
    docketId: docket.id,
    lineItemId: item.id,
    position,
    date: docket.date,
    workerName: docket.workerName,
    description: item.name,
    quantity: billableQuantity(item),
    unit: item.unit,
    unitPrice: item.rate,
    taxRate: item.taxRate,
    lineAmount: f.net,
    taxAmount: f.tax,
  }));
  const totals = sumFigures(figures.map(({ f }) => f));
  return { lines, subtotal: totals.net, gst: totals.tax, total: totals.value };
}

/** A line's total with its GST ('Total (inc. GST)' on the PDFs): its rounded net plus its rounded GST. */
export const lineTotal = (line: Pick<InvoiceLine, 'lineAmount' | 'taxAmount'>): string =>
  sumMoney([line.lineAmount, line.taxAmount]);
