import { sql } from 'drizzle-orm';
import { invoiceNumberOf } from '../../../../shared/invoicing/invoice-prefix';
import type { Tx } from '../../../db/client';
import { invoiceSequences } from '../../../db/schema';
import { conflict } from '../../../errors';
import { invoicePrefixOf, outsideNumber, ownNumber, sameNumber } from './number-uses';

/**
 * The company's next invoice number, its prefix (Company Info, 'SD-' unless changed) and the next
 * of its sequence, taken inside the transaction that writes the invoice: the counter row is moved
 * by one (created at 1 the first time) and stays locked until that transaction ends, so concurrent
 * creates wait their turn, and a create that fails gives its number back by rolling back. Gapless,
 * never shared. A number already in use in the company (issue 29: typed for an invoice made
 * elsewhere before the prefix was chosen) is refused, not skipped: the sequence keeps no gap, and
 * the office chooses another prefix.
 */
export async function takeInvoiceNumber(tx: Tx, companyId: number) {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.companyId,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ sequence: invoiceSequences.lastNumber });
  const sequence = row!.sequence;
  const number = invoiceNumberOf(await invoicePrefixOf(tx, companyId), sequence);
  const match = sameNumber(number);
  const used = (await ownNumber(tx, companyId, match)) ?? (await outsideNumber(tx, companyId, match));
  if (used)
    throw conflict(
      `${number} is already an invoice number here${'docketId' in used ? ` (docket #${used.docketId})` : ''}: choose another invoice number prefix in Settings → Company Info, then create the invoice again`,
      { reason: 'number_taken' },
    );
  return { sequence, number };
}
