import { eq } from 'drizzle-orm';
import { quantityLineFigures, sumFigures } from '../../../../shared/dockets/docket-math';
import { XeroIssue } from '../../../../shared/api/error-codes';
import type { XeroInvoiceLineItem } from '../../../../shared/invoicing/xero-schemas';
import type { Db, Tx } from '../../../db/client';
import { taxCodes } from '../../../db/schema';
import { badRequest, conflict } from '../../../errors';

export const NO_TAX_CODES_MESSAGE =
  'Sync Tax Codes Required: sync tax codes from Xero before creating invoices.';

/**
 * The invoice's subtotal, GST and total as Xero will make them (Exclusive: each line's net and tax
 * rounded to cents, then summed), from the company's synced tax codes: 409 `xero: 'no_tax_codes'`
 * when none are synced, 400 naming a line whose tax code is not among them.
 */
export async function invoiceTotals(db: Db | Tx, companyId: number, lines: readonly XeroInvoiceLineItem[]) {
  const codes = await db
    .select({ taxType: taxCodes.taxType, effectiveRate: taxCodes.effectiveRate })
    .from(taxCodes)
    .where(eq(taxCodes.companyId, companyId));
  if (codes.length === 0) throw conflict(NO_TAX_CODES_MESSAGE, { xero: XeroIssue.no_tax_codes });
  const rates = new Map(codes.map((code) => [code.taxType, code.effectiveRate]));
  const figures = lines.map((line, i) => {
    const rate = rates.get(line.taxType);
    if (rate === undefined)
      throw badRequest(`Tax code ${line.taxType} is not among the synced tax codes`, {
        field: `lineItems.${i}.taxType`,
      });
    return quantityLineFigures(line.quantity, line.unitAmount, rate);
  });
  const sum = sumFigures(figures);
  return { subtotal: sum.net, gst: sum.tax, total: sum.value };
}
