import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { rowsOf } from '../../../db/docket-figures';

/**
 * Of these Xero InvoiceIDs, those the company's product made: every Xero invoice it made, by hand or
 * automatically (both through invoicing/xero/service.ts), is recorded on each of its dockets as an
 * 'invoiced' event naming it (invoicing/xero/mark.ts). Any other invoice of the organisation is none
 * of ours.
 */
export async function productInvoiceIds(db: Db | Tx, companyId: number, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    select distinct e.details->>'xeroInvoiceId' as id from docket_events e
    where e.company_id = ${companyId} and e.event_type = 'invoiced'
      and e.details->>'xeroInvoiceId' in (${list})`,
  );
  return new Set(rows.map((row) => row.id));
}

/** When the company's first invoice in Xero was made: where the reconcile job starts reading. */
export async function firstProductInvoiceAt(db: Db, companyId: number): Promise<Date | null> {
  const [row] = await rowsOf<{ at: Date | string | null }>(
    db,
    sql`
    select min(e.created_at) as at from docket_events e
    where e.company_id = ${companyId} and e.event_type = 'invoiced' and e.details ? 'xeroInvoiceId'`,
  );
  const at = row?.at ?? null;
  return at === null ? null : new Date(at);
}
