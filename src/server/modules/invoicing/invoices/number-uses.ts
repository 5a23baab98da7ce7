import { and, eq, notExists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { companies, docketEvents, dockets, invoiceDockets, invoices } from '../../../db/schema';

/**
 * Where an invoice number is already in use in a company (issue 29): one of its own invoices (void
 * ones too: their numbers are spent), or a number its dockets were given for an invoice made
 * elsewhere (typed on /admin/invoicing or in Edit Invoice Status, or Xero's), now or before.
 */

type Reader = Db | Tx;
/** Picks numbers out of a text column or expression. */
export type NumberMatch = (number: SQL | AnyColumn) => SQL;

/** The number itself, in any case. */
export const sameNumber =
  (number: string): NumberMatch =>
  (column) =>
    sql`lower(${column}) = lower(${number})`;

/** The form of the company's own numbers under `prefix`: the prefix in any case, then digits only. */
export const ownNumberForm =
  (prefix: string): NumberMatch =>
  (column) =>
    sql`lower(left(${column}, ${prefix.length}::int)) = lower(${prefix}) and substr(${column}, ${prefix.length + 1}::int) ~ '^[0-9]+$'`;

export async function invoicePrefixOf(db: Reader, companyId: number): Promise<string> {
  const [row] = await db
    .select({ prefix: companies.invoicePrefix })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!.prefix;
}

/** One of the company's own invoice numbers that `match` picks, with its status. */
export async function ownNumber(db: Reader, companyId: number, match: NumberMatch) {
  const [row] = await db
    .select({ number: invoices.number, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), match(invoices.number)))
    .limit(1);
  return row ?? null;
}

/**
 * A number given to one of the company's dockets for an invoice made elsewhere that `match` picks,
 * with the docket: from the 'invoiced' events (an own invoice's carry its invoiceId and are left
 * out), then from the dockets themselves (a docket not on one of the product's invoices).
 */
export async function outsideNumber(db: Reader, companyId: number, match: NumberMatch) {
  const number = sql<string>`${docketEvents.details}->>'invoiceNumber'`;
  const [event] = await db
    .select({ number, docketId: docketEvents.docketId })
    .from(docketEvents)
    .where(
      and(
        eq(docketEvents.companyId, companyId),
        eq(docketEvents.eventType, 'invoiced'),
        sql`not ${docketEvents.details} ? 'invoiceId'`,
        match(number),
      ),
    )
    .limit(1);
  if (event) return event;
  const onOwnInvoice = db
    .select({ one: sql`1` })
    .from(invoiceDockets)
    .where(and(eq(invoiceDockets.docketId, dockets.id), eq(invoiceDockets.active, true)));
  const [docket] = await db
    .select({ number: sql<string>`${dockets.invoiceNumber}`, docketId: dockets.id })
    .from(dockets)
    .where(and(eq(dockets.companyId, companyId), match(dockets.invoiceNumber), notExists(onOwnInvoice)))
    .limit(1);
  return docket ?? null;
}
