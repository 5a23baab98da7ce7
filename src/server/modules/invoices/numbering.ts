import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceSequences } from '../../db/schema';

/** 'INV-0001': four digits at least, more once a company passes 9999. */
export const invoiceNumberOf = (sequence: number): string => `INV-${String(sequence).padStart(4, '0')}`;

/**
 * The company's next invoice number, taken inside the transaction that writes the invoice: the
 * counter row is moved by one (created at 1 the first time) and stays locked until that
 * transaction ends, so concurrent creates wait their turn, and a create that fails gives its
 * number back by rolling back. Gapless, never shared.
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
  return { sequence, number: invoiceNumberOf(sequence) };
}
