import { invoiceLinesOf as linesOf } from '../../../shared/invoice-lines';
import type { docketLineItems, invoiceLines } from '../../db/schema';

type ItemRow = typeof docketLineItems.$inferSelect;
type NewLine = Omit<typeof invoiceLines.$inferInsert, 'companyId' | 'invoiceId'>;

/** A docket as an invoice reads it: when, who, and its work items (rows) in their order. */
export type DocketWork = { id: number; date: string; workerName: string; items: readonly ItemRow[] };

/**
 * The invoice_lines rows (without company and invoice) and totals of the dockets' work: the lines
 * and money come from the shared src/shared/invoice-lines.ts, the same as the create dialog's preview.
 */
export function invoiceLinesOf(work: readonly DocketWork[]) {
  const { lines, ...totals } = linesOf(work);
  return { lines: lines satisfies NewLine[], ...totals };
}
