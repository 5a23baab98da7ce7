import type { XeroInvoiceLineItem } from '../../../../shared/invoicing/xero-schemas';
import { badRequest, conflict } from '../../../errors';
import { invoiceLineRows, type DocketWork } from '../invoices/lines';

const STALE = 'reopen the invoice to bill the dockets as they are now';

const linesDiffer = (message: string, docketId: number, field: string) =>
  conflict(`${message}: ${STALE}`, { field, timesheetId: docketId, reason: 'lines_differ' });

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The lines Xero is sent (issue 24): the dialog's lines, each one work item of its docket in the
 * docket's order, carrying the quantity and rate the shared docket math gives that item, never the
 * browser's. The dialog chooses only each line's description and tax code. A line of no docket is
 * 400; a docket whose lines are not its work items as they are now (another count, quantity or rate:
 * a dialog opened before the docket changed, or an altered body) is 409 naming it.
 */
export function docketLines(
  work: readonly DocketWork[],
  sent: readonly XeroInvoiceLineItem[],
): XeroInvoiceLineItem[] {
  const itemsOf = new Map<number, ReturnType<typeof invoiceLineRows>['lines']>();
  for (const line of invoiceLineRows(work).lines)
    itemsOf.set(line.docketId, [...(itemsOf.get(line.docketId) ?? []), line]);
  const used = new Map<number, number>();
  const lines = sent.map((line, i) => {
    const id = line.timesheetId;
    if (id === undefined)
      throw badRequest(
        `Line ${i + 1} is not from a docket: the invoice's lines are its dockets' work items`,
        {
          field: `lineItems.${i}.timesheetId`,
        },
      );
    const n = used.get(id) ?? 0;
    used.set(id, n + 1);
    const items = itemsOf.get(id) ?? [];
    const item = items[n];
    if (!item)
      throw linesDiffer(
        `The invoice has more lines for docket #${id} than its ${plural(items.length, 'work item')}`,
        id,
        `lineItems.${i}`,
      );
    const quantity = Number(item.quantity);
    const unitAmount = Number(item.unitPrice);
    if (line.quantity !== quantity || line.unitAmount !== unitAmount)
      throw linesDiffer(
        `Line ${i + 1} bills ${line.quantity} × $${line.unitAmount.toFixed(2)}, but docket #${id} bills ${quantity} × $${item.unitPrice} for ${item.description}`,
        id,
        `lineItems.${i}`,
      );
    return { ...line, quantity, unitAmount };
  });
  for (const [id, items] of itemsOf) {
    const n = used.get(id) ?? 0;
    if (n < items.length)
      throw linesDiffer(
        `The invoice has ${plural(n, 'line')} for docket #${id}, which bills ${plural(items.length, 'work item')}`,
        id,
        'lineItems',
      );
  }
  return lines;
}
