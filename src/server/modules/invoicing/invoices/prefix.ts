import type { Db } from '../../../db/client';
import { conflict } from '../../../errors';
import { invoicePrefixOf, outsideNumber, ownNumberForm } from './number-uses';

/**
 * A new prefix for the company's own invoice numbers (Settings → Company Info) is refused when a
 * number its dockets carry for an invoice made elsewhere has the form of an own number under it: a
 * later invoice could get that number (issue 29). The prefix it has may always be saved again.
 */
export async function assertPrefixFree(db: Db, companyId: number, prefix: string) {
  if (prefix === (await invoicePrefixOf(db, companyId))) return;
  const used = await outsideNumber(db, companyId, ownNumberForm(prefix));
  if (used)
    throw conflict(
      `Docket #${used.docketId} carries ${used.number}, the number of an invoice made elsewhere: SiteDockets invoices numbered ${prefix}0001, ${prefix}0002… could repeat it. Choose another prefix`,
      { field: 'invoicePrefix', reason: 'prefix_taken' },
    );
}
