import { and, eq, inArray } from 'drizzle-orm';
import { addDays, formatCalendarDate } from '../../../../shared/dates';
import {
  salesTaxCodes,
  startingTaxType,
  xeroLineDescription,
} from '../../../../shared/invoicing/xero-line-defaults';
import { XERO_ACCOUNT_CODE, type CreateXeroInvoiceInput } from '../../../../shared/invoicing/xero-schemas';
import { AUTO_INVOICE_DUE_DAYS } from '../../../../shared/xero/sync-schemas';
import type { Db } from '../../../db/client';
import { dockets } from '../../../db/schema';
import { listTaxCodes } from '../../xero/accounting/service';
import { invoiceLineRows, workOf } from '../invoices/lines';

export type AutoInvoiceHeader = {
  contact: { contactId: string; contactName: string };
  /** The invoice date, yyyy-MM-dd: the due date is AUTO_INVOICE_DUE_DAYS later. */
  date: string;
  reference: string;
};

/** 'Docket #123' for one docket; '<Project> — week of 23 Nov 2026' for a week. */
export const docketReference = (docketId: number) => `Docket #${docketId}`;
export const weekReference = (projectName: string, weekStart: string) =>
  `${projectName} — week of ${formatCalendarDate(weekStart, 'short')}`;

/**
 * The body the 'Create Xero Invoice' dialog would send for these dockets, as it starts: one line
 * per work item in the dockets' order (lines.ts, the server's own reading), each described and
 * given its starting tax code by the shared defaults (xero-line-defaults.ts) from the company's
 * synced sales tax codes, its quantity and rate the docket math's. The same dockets and header
 * always make the same body, so its request key (xeroRequestKey) finds an invoice already made.
 */
export async function autoInvoiceInput(
  db: Db,
  companyId: number,
  docketIds: readonly number[],
  header: AutoInvoiceHeader,
): Promise<CreateXeroInvoiceInput> {
  const rows = await db
    .select({ id: dockets.id, date: dockets.date, workerId: dockets.workerId })
    .from(dockets)
    .where(and(eq(dockets.companyId, companyId), inArray(dockets.id, [...docketIds])));
  // The codes as the dialog is given them (GET /api/xero/tax-codes), so it starts on the same one.
  const codes = salesTaxCodes((await listTaxCodes(db, companyId)).taxCodes);
  const work = await db.transaction((tx) => workOf(tx, rows));
  const { lines } = invoiceLineRows(work);
  return {
    ...header.contact,
    reference: header.reference,
    date: header.date,
    dueDate: addDays(header.date, AUTO_INVOICE_DUE_DAYS),
    timesheetIds: [...docketIds].sort((a, b) => a - b),
    lineItems: lines.map((line) => ({
      timesheetId: line.docketId,
      description: xeroLineDescription(line),
      quantity: Number(line.quantity),
      unitAmount: Number(line.unitPrice),
      taxType: startingTaxType(line.taxRate, codes),
      accountCode: XERO_ACCOUNT_CODE,
    })),
  };
}
