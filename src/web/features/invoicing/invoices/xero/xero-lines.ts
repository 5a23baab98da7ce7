import { lineItemFigures, sumFigures, type Figures } from '../../../../../shared/dockets/docket-math';
import type { TaxCode } from '../../../../../shared/xero/accounting-schemas';
import {
  salesTaxCodes,
  startingTaxType,
  xeroLineDescription,
} from '../../../../../shared/invoicing/xero-line-defaults';
import type { PreviewLine } from '../create/invoice-preview';

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

export { salesTaxCodes };

/** A docket line as a Xero line: 'Item — Worker, 24 Nov 2026', its billable quantity and rate. */
export const xeroLinesOf = (lines: readonly PreviewLine[], codes: readonly TaxCode[]): XeroLine[] =>
  lines.map((line) => ({
    key: line.key,
    timesheetId: line.docketId,
    description: xeroLineDescription(line),
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
