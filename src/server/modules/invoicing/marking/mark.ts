import type { MarkInvoicedInput } from '../../../../shared/invoicing/schemas';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { lockReadyDockets, markDocketsInvoiced } from '../invoices/ready';
import { assertTypedNumberFree } from '../invoices/typed-number';
import { recordActivity } from '../../../access/activity';

export const docketsLabel = (ids: number[]) =>
  `${ids.length === 1 ? 'Docket' : 'Dockets'} #${ids.join(', #')}`;

const marked = (n: number, number: string | null) =>
  `${n} ${n === 1 ? 'docket' : 'dockets'} marked as invoiced${number ? ` (${number})` : ''}`;

/**
 * POST /api/admin/timesheets/mark-invoiced (002 §2 'Invoice management', §4): the dockets become
 * invoiced, with the number if one is given (it is optional here), all or nothing in one
 * transaction, an 'invoiced' event on each. Of two marks over the same dockets at once, the second
 * waits for the first's locks and is then refused (already invoiced), changing nothing.
 */
export async function markInvoiced(db: Db, actor: Actor, input: MarkInvoicedInput) {
  const ids = [...new Set(input.timesheetIds)];
  const invoiceNumber = input.invoiceNumber || null;
  return db.transaction(async (tx) => {
    await lockReadyDockets(tx, actor, ids, 'timesheetIds');
    if (invoiceNumber) await assertTypedNumberFree(tx, actor, invoiceNumber, ids);
    await markDocketsInvoiced(tx, actor, ids, invoiceNumber, { invoiceNumber });
    const subject = {
      type: 'docket' as const,
      id: ids.length === 1 ? ids[0]! : null,
      label: docketsLabel(ids),
    };
    await recordActivity(tx, actor, {
      kind: 'docket.marked_invoiced',
      subject,
      after: { invoiced: true, invoiceNumber, dockets: ids },
    });
    return { message: marked(ids.length, invoiceNumber), count: ids.length, invoiceNumber };
  });
}
