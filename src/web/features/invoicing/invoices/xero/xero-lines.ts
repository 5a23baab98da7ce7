import { formatCalendarDate } from '../../../../../shared/dates';
import { lineItemFigures, sumFigures, type Figures } from '../../../../../shared/dockets/docket-math';
import { DEFAULT_TAX_TYPE, type TaxCode } from '../../../../../shared/xero/accounting-schemas';
import { isInvoiceTaxType } from '../../../../../shared/invoicing/xero-schemas';
import type { PreviewLine } from '../create/invoice-preview';

/** What a GST-free item starts on. */
const GST_FREE_TAX_TYPE = 'EXEMPTOUTPUT';

/** One line of the Xero invoice: what is sent, and the line's own net (from the dockets). */
export type XeroLine = {
  key: string;
  timesheetId: number;
  description: string;
  quantity: string;
  unitAmount: string;
  taxType: string;
  lineAmount: string;
};

/** The synced tax codes a line may use (002 §5): containing OUTPUT, or NONE, EXEMPTOUTPUT, ZERORATEDOUTPUT. */
export const salesTaxCodes = (codes: readonly TaxCode[]): TaxCode[] =>
  codes.filter((code) => isInvoiceTaxType(code.taxType));

/**
 * The code a docket line starts on: OUTPUT (002 §5 'default tax type OUTPUT'), or EXEMPTOUTPUT for
 * a GST-free item; when the organisation lacks that code, the first with the item's rate, else the
 * first offered.
 */
function startingTaxType(taxRate: string, codes: readonly TaxCode[]): string {
  const wanted = Number(taxRate) === 0 ? GST_FREE_TAX_TYPE : DEFAULT_TAX_TYPE;
  const found =
    codes.find((code) => code.taxType === wanted) ??
    codes.find((code) => Number(code.effectiveRate) === Number(taxRate)) ??
    codes[0];
  return found?.taxType ?? wanted;
}

/** A docket line as a Xero line: 'Item — Worker, 24 Nov 2026', its billable quantity and rate. */
export const xeroLinesOf = (lines: readonly PreviewLine[], codes: readonly TaxCode[]): XeroLine[] =>
  lines.map((line) => ({
    key: line.key,
    timesheetId: line.docketId,
    description: `${line.description} — ${line.workerName}, ${formatCalendarDate(line.date, 'short')}`,
    quantity: line.quantity,
    unitAmount: line.unitPrice,
    taxType: startingTaxType(line.taxRate, codes),
    lineAmount: line.lineAmount,
  }));

/**
 * A line's net and tax at its chosen code's rate, by the shared docket math: the net is the
 * dockets' own (quantity × rate rounded to cents), and the tax is that net × rate / 100 rounded
 * half-up, as Xero computes it with `LineAmountTypes: Exclusive`.
 */
export function lineFigures(line: XeroLine, codes: readonly TaxCode[]): Figures {
  const rate = codes.find((code) => code.taxType === line.taxType)?.effectiveRate ?? '0';
  return lineItemFigures({
    entryType: 'qty',
    quantity: line.lineAmount,
    unit: '',
    rate: '1',
    taxRate: rate,
    startTime: null,
    endTime: null,
    breakMinutes: 0,
  });
}

/** Subtotal, tax and total: sums of the rounded lines, so they agree with Xero to the cent. */
export const xeroTotals = (lines: readonly XeroLine[], codes: readonly TaxCode[]) => {
  const sum = sumFigures(lines.map((line) => lineFigures(line, codes)));
  return { subtotal: sum.net, gst: sum.tax, total: sum.value };
};
