import { formatCalendarDate } from '../dates';
import { DEFAULT_TAX_TYPE } from '../xero/accounting-schemas';
import { isInvoiceTaxType } from './xero-schemas';

/**
 * What a docket line starts as on a Xero invoice (002 §5): its description and tax code. One
 * implementation for the 'Create Xero Invoice' dialog and the automatic invoices (issue 27), so an
 * automatic invoice is the one the dialog would make, to the cent.
 */

/** What a GST-free item starts on. */
export const GST_FREE_TAX_TYPE = 'EXEMPTOUTPUT';

/** A synced tax code as the defaults read it. */
export type LineTaxCode = { taxType: string; effectiveRate: string };

/** The synced tax codes a line may use (002 §5): containing OUTPUT, or NONE, EXEMPTOUTPUT, ZERORATEDOUTPUT. */
export const salesTaxCodes = <T extends LineTaxCode>(codes: readonly T[]): T[] =>
  codes.filter((code) => isInvoiceTaxType(code.taxType));

/**
 * The code a docket line starts on: OUTPUT (002 §5 'default tax type OUTPUT'), or EXEMPTOUTPUT for
 * a GST-free item; when the organisation lacks that code, the first with the item's rate, else the
 * first offered (`codes`: the sales codes, in the order the tax-codes list gives them: by name).
 */
export function startingTaxType(taxRate: string, codes: readonly LineTaxCode[]): string {
  const wanted = Number(taxRate) === 0 ? GST_FREE_TAX_TYPE : DEFAULT_TAX_TYPE;
  const found =
    codes.find((code) => code.taxType === wanted) ??
    codes.find((code) => Number(code.effectiveRate) === Number(taxRate)) ??
    codes[0];
  return found?.taxType ?? wanted;
}

/** A docket line's description on a Xero invoice: 'Item — Worker, 24 Nov 2026'. */
export const xeroLineDescription = (line: { description: string; workerName: string; date: string }) =>
  `${line.description} — ${line.workerName}, ${formatCalendarDate(line.date, 'short')}`;
