import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { docketEvents, dockets, invoiceDockets, invoices } from '../../../db/schema';
import { conflict, notFound } from '../../../errors';
import { invoiceView } from './read';
import { invoiceSubject } from './create';
import { recordActivity } from '../../../access/activity';

/**
 * Voids an invoice in one transaction: it keeps its number (the sequence never goes back), and its
 * dockets return to ready-to-invoice (invoiced false, no number), each with an 'uninvoiced' event.
 */
export async function voidInvoice(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ status: invoices.status, number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.companyId, actor.companyId)))
      .for('update');
    if (!invoice) throw notFound('Invoice');
    if (invoice.status === 'void') throw conflict('This invoice is already void');
    const now = new Date();
    await tx
      .update(invoices)
      .set({ status: 'void', voidedAt: now, voidedById: actor.userId })
      .where(eq(invoices.id, id));
    const released = await tx
      .update(invoiceDockets)
      .set({ active: false })
      .where(and(eq(invoiceDockets.invoiceId, id), eq(invoiceDockets.active, true)))
      .returning({ docketId: invoiceDockets.docketId });
    if (released.length) {
      await tx
        .update(dockets)
        .set({ invoiced: false, invoiceNumber: null, invoicedAt: null, updatedAt: now })
        .where(
          and(
            inArray(
              dockets.id,
              released.map((d) => d.docketId),
            ),
            eq(dockets.companyId, actor.companyId),
          ),
        );
      await tx.insert(docketEvents).values(
        released.map(({ docketId }) => ({
          companyId: actor.companyId,
          docketId,
          eventType: 'uninvoiced' as const,
          userId: actor.userId,
          details: { previousInvoiceNumber: invoice.number, invoiceId: id, reason: 'invoice_voided' },
        })),
      );
    }
    const [before, after] = [{ status: invoice.status }, { status: 'void' }];
    await recordActivity(tx, actor, {
      kind: 'invoice.voided',
      subject: invoiceSubject(id, invoice.number),
      before,
      after,
    });
    return invoiceView(tx, actor, id);
  });
}
