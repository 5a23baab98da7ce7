import { asc, inArray } from 'drizzle-orm';
import { invoiceLinesOf } from '../../../../shared/invoicing/invoice-lines';
import { fullName } from '../../../../shared/people';
import type { Tx } from '../../../db/client';
import { docketLineItems, users, type dockets, type invoiceLines } from '../../../db/schema';

type ItemRow = typeof docketLineItems.$inferSelect;
type NewLine = Omit<typeof invoiceLines.$inferInsert, 'companyId' | 'invoiceId'>;

/** A docket as an invoice reads it: when, who, and its work items (rows) in their order. */
export type DocketWork = { id: number; date: string; workerName: string; items: readonly ItemRow[] };

/**
 * The invoice_lines rows (without company and invoice) and totals of the dockets' work as the database
 * holds it: the lines and money are the shared invoiceLinesOf's (src/shared/invoicing/invoice-lines.ts),
 * the same as the create dialog's preview, typed as the rows an invoice inserts.
 */
export function invoiceLineRows(work: readonly DocketWork[]) {
  const { lines, ...totals } = invoiceLinesOf(work);
  return { lines: lines satisfies NewLine[], ...totals };
}

type DocketRow = Pick<typeof dockets.$inferSelect, 'id' | 'date' | 'workerId'>;

/** Each docket's date, worker and work items, in date order, for the lines. */
export async function workOf(tx: Tx, rows: readonly DocketRow[]): Promise<DocketWork[]> {
  const ids = rows.map((d) => d.id);
  const items = await tx
    .select()
    .from(docketLineItems)
    .where(inArray(docketLineItems.docketId, ids))
    .orderBy(asc(docketLineItems.position), asc(docketLineItems.id));
  const workers = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((d) => d.workerId))]));
  const nameOf = new Map(workers.map((w) => [w.id, fullName(w)]));
  const itemsOf = new Map<number, typeof items>();
  for (const item of items) {
    const list = itemsOf.get(item.docketId);
    if (list) list.push(item);
    else itemsOf.set(item.docketId, [item]);
  }
  return [...rows]
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .map((d) => ({
      id: d.id,
      date: d.date,
      workerName: nameOf.get(d.workerId) ?? '',
      items: itemsOf.get(d.id) ?? [],
    }));
}
