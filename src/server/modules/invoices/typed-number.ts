import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Actor } from '../../access/sessions';
import type { Tx } from '../../db/client';
import { docketEvents, invoices } from '../../db/schema';
import { conflict } from '../../errors';

/**
 * A number typed for dockets invoiced elsewhere (/admin/invoicing, Edit Invoice Status) must not be
 * the number of another invoice the product knows (issue 29): one of its own tax invoices (void ones
 * too: their numbers are spent), or a Xero invoice it created for other dockets. Dockets of one
 * outside invoice may share its number; that is not a clash.
 */
export async function assertTypedNumberFree(tx: Tx, actor: Actor, number: string, docketIds: number[]) {
  const [own] = await tx
    .select({ number: invoices.number, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.companyId, actor.companyId), sql`lower(${invoices.number}) = lower(${number})`))
    .limit(1);
  if (own)
    throw conflict(
      `${own.number} is the number of a SiteDockets invoice${own.status === 'void' ? ' (voided)' : ''}: type the number your accounting software gave this invoice`,
      { field: 'invoiceNumber', reason: 'number_taken' },
    );
  const [xero] = await tx
    .select({ docketId: docketEvents.docketId })
    .from(docketEvents)
    .where(
      and(
        eq(docketEvents.companyId, actor.companyId),
        eq(docketEvents.eventType, 'invoiced'),
        sql`${docketEvents.details} ? 'xeroInvoiceId'`,
        sql`lower(${docketEvents.details}->>'invoiceNumber') = lower(${number})`,
        docketIds.length ? notInArray(docketEvents.docketId, docketIds) : undefined,
      ),
    )
    .limit(1);
  if (xero)
    throw conflict(
      `${number} is the number of a Xero invoice made here for docket #${xero.docketId}: type the number of this invoice`,
      { field: 'invoiceNumber', reason: 'number_taken' },
    );
}
