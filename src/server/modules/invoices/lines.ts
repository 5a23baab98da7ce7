import { billableQuantity, lineItemFigures, sumFigures } from '../../../shared/docket-math';
import type { docketLineItems, invoiceLines } from '../../db/schema';

type ItemRow = typeof docketLineItems.$inferSelect;
type NewLine = Omit<typeof invoiceLines.$inferInsert, 'companyId' | 'invoiceId'>;

/** A docket as an invoice reads it: when, who, and its work items in their order. */
export type DocketWork = { id: number; date: string; workerName: string; items: readonly ItemRow[] };

/**
 * One line per work item, with the shared docket math (DECISIONS 'Hours and money'): quantity
 * (hours to 4 places or the item's quantity), net and GST each rounded to cents; the totals are
 * sums of the rounded lines, so an invoice equals the sum of its dockets' totals to the cent.
 */
export function invoiceLinesOf(work: readonly DocketWork[]) {
  const figures = work.flatMap((docket) =>
    docket.items.map((item) => ({ docket, item, f: lineItemFigures(item) })),
  );
  const lines: NewLine[] = figures.map(({ docket, item, f }, position) => ({
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
