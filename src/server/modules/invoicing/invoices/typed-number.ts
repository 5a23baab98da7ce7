import { and, eq, notInArray, sql } from 'drizzle-orm';
import { hasOwnNumberForm } from '../../../../shared/invoicing/invoice-prefix';
import type { Actor } from '../../../access/sessions';
import type { Tx } from '../../../db/client';
import { docketEvents } from '../../../db/schema';
import { conflict } from '../../../errors';
import { invoicePrefixOf, ownNumber, sameNumber } from './number-uses';

const taken = (message: string) => conflict(message, { field: 'invoiceNumber', reason: 'number_taken' });

/**
 * A number typed for dockets invoiced elsewhere (/admin/invoicing, Edit Invoice Status) must not be
 * the number of another invoice the product knows (issue 29): one of its own tax invoices (void
 * ones too: their numbers are spent), or a Xero invoice it created for other dockets. Nor may it
 * have the form of the company's own numbers under its prefix (SD- then digits): an invoice the
 * product numbers later could get it. Dockets of one outside invoice may share its number.
 */
export async function assertTypedNumberFree(tx: Tx, actor: Actor, number: string, docketIds: number[]) {
  const own = await ownNumber(tx, actor.companyId, sameNumber(number));
  if (own)
    throw taken(
      `${own.number} is the number of a SiteDockets invoice${own.status === 'void' ? ' (voided)' : ''}: type the number your accounting software gave this invoice`,
    );
  const prefix = await invoicePrefixOf(tx, actor.companyId);
  if (hasOwnNumberForm(prefix, number))
    throw taken(
      `${number} is in the form of SiteDockets invoice numbers (${prefix}0001, ${prefix}0002…): type the number your accounting software gave this invoice`,
    );
  const [xero] = await tx
    .select({ docketId: docketEvents.docketId })
    .from(docketEvents)
    .where(
      and(
        eq(docketEvents.companyId, actor.companyId),
        eq(docketEvents.eventType, 'invoiced'),
        sql`${docketEvents.details} ? 'xeroInvoiceId'`,
        sameNumber(number)(sql`${docketEvents.details}->>'invoiceNumber'`),
        docketIds.length ? notInArray(docketEvents.docketId, docketIds) : undefined,
      ),
    )
    .limit(1);
  if (xero)
    throw taken(
      `${number} is the number of a Xero invoice made here for docket #${xero.docketId}: type the number of this invoice`,
    );
}
