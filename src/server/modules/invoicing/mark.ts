import { and, eq, inArray } from 'drizzle-orm';
import type { MarkInvoicedInput } from '../../../shared/schemas/invoicing';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import { docketEvents, dockets } from '../../db/schema';
import { lockReadyDockets } from '../invoices/ready';

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
    const now = new Date();
    await tx
      .update(dockets)
      .set({ invoiced: true, invoiceNumber, invoicedAt: now, updatedAt: now })
      .where(and(inArray(dockets.id, ids), eq(dockets.companyId, actor.companyId)));
    await tx.insert(docketEvents).values(
      ids.map((docketId) => ({
        companyId: actor.companyId,
        docketId,
        eventType: 'invoiced' as const,
        userId: actor.userId,
        details: { invoiceNumber },
      })),
    );
    return { message: marked(ids.length, invoiceNumber), count: ids.length, invoiceNumber };
  });
}
