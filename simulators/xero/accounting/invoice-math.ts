/**
 * Xero's arithmetic for invoice lines, done in integers so nothing drifts: Quantity to 4 places,
 * UnitAmount to 2 (4 with `unitdp=4`), LineAmount = Quantity × UnitAmount and TaxAmount both rounded
 * half away from zero to the cent on each line; SubTotal, TotalTax and Total are sums of the lines.
 * The simulator keeps its own arithmetic on purpose: it is the outside party the product's own
 * money code is checked against.
 */

const QTY_DP = 4;

/** `value` as an integer count of 10^-dp, rounded half away from zero; null when not a number. */
export function toScaled(value: unknown, dp: number): bigint | null {
  let text: string;
  if (typeof value === 'number' && Number.isFinite(value)) text = value.toFixed(12);
  else if (typeof value === 'string' && value.trim() !== '') text = value.trim();
  else return null;
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const fraction = (match[3] ?? '').padEnd(dp + 1, '0');
  let scaled = BigInt(`${match[2] || '0'}${fraction.slice(0, dp)}`);
  if (Number(fraction[dp]) >= 5) scaled += 1n;
  return match[1] === '-' ? -scaled : scaled;
}

/** n / d rounded half away from zero (d > 0). */
function divide(n: bigint, d: bigint): bigint {
  const sign = n < 0n ? -1n : 1n;
  const magnitude = n * sign;
  return sign * ((magnitude * 2n + d) / (2n * d));
}

export const fromScaled = (value: bigint, dp: number): number => Number(value) / 10 ** dp;

export type LineAmountTypes = 'Exclusive' | 'Inclusive' | 'NoTax';

export interface LineFigures {
  quantity: bigint; // 4 dp
  unitAmount: bigint; // 4 dp
  lineAmount: bigint; // cents
  taxAmount: bigint; // cents
}

/**
 * One line. `rate` is the tax rate's EffectiveRate (a percent); `taxOverride` a TaxAmount the
 * request gave, which Xero keeps.
 */
export function lineFigures(
  quantity: bigint,
  unitAmount: bigint,
  rate: number,
  types: LineAmountTypes,
  taxOverride: bigint | null,
): LineFigures {
  const lineAmount = divide(quantity * unitAmount, 10n ** BigInt(QTY_DP + 4 - 2));
  const rateScaled = toScaled(rate, 4) ?? 0n; // percent to 4 dp: 10 % → 100000
  let taxAmount = 0n;
  if (types === 'Exclusive') taxAmount = divide(lineAmount * rateScaled, 1_000_000n);
  if (types === 'Inclusive') taxAmount = divide(lineAmount * rateScaled, 1_000_000n + rateScaled);
  if (taxOverride !== null && types !== 'NoTax') taxAmount = taxOverride;
  return { quantity, unitAmount, lineAmount, taxAmount };
}

export interface Totals {
  subTotal: bigint;
  totalTax: bigint;
  total: bigint;
}

export function invoiceTotals(lines: LineFigures[], types: LineAmountTypes): Totals {
  const lineSum = lines.reduce((sum, line) => sum + line.lineAmount, 0n);
  const totalTax = lines.reduce((sum, line) => sum + line.taxAmount, 0n);
  if (types === 'Inclusive') return { subTotal: lineSum - totalTax, totalTax, total: lineSum };
  return { subTotal: lineSum, totalTax, total: lineSum + totalTax };
}
