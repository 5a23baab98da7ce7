/**
 * The one rule for every number a person types or a body sends (quantities, rates, tax rates, hours,
 * break minutes, thresholds, ids and page numbers in a query): plain decimal notation only. JavaScript's
 * `Number()` also reads '0x10' as 16, '0b11' as 3, '0o7', '1e3', 'Infinity' and ' ' (as 0); none of them
 * is a number a person meant, so all are refused. A value with more decimal places than its field keeps
 * is refused too, in the product's words, rather than rounded when it is stored.
 */
const PLAIN_DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** Decimal places of plain decimal text, not counting trailing zeros ('1.50' has 1). */
const placesOf = (text: string) => text.split('.')[1]?.replace(/0+$/, '').length ?? 0;

/** The number and its decimal places, of a JSON number or of a string in plain decimal notation. */
function readDecimal(value: unknown): { n: number; places: number } | null {
  if (typeof value === 'string')
    return PLAIN_DECIMAL.test(value) ? { n: Number(value), places: placesOf(value) } : null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  // A JSON number prints with an exponent when tiny (1e-7: 7 places) or huge (1e21: whole).
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  return { n: value, places: Math.max(0, placesOf(mantissa) - Number(exponent)) };
}

export const decimalPlacesMessage = (label: string, places: number) =>
  places === 0
    ? `${label} must be a whole number`
    : `${label} can have at most ${places} decimal place${places === 1 ? '' : 's'}`;

export type DecimalRule = {
  /** The field's name at the start of a sentence: 'Quantity', 'Tax rate', 'Break minutes'. */
  label: string;
  /** The decimal places the field keeps (its column's scale; 0 for whole numbers). */
  places: number;
  /** Whether a number is one the field takes (its range). */
  within: (n: number) => boolean;
  /** What is said of anything that is not a number the field takes. */
  message: string;
  /** What is said of more places than the field keeps; by default '<label> can have at most N decimal places'. */
  placesMessage?: string;
};

/** The number `rule` takes from `value` (a JSON number or plain decimal text), or the message it refuses it with. */
export function applyDecimalRule(rule: DecimalRule, value: unknown): { n: number } | { message: string } {
  const read = readDecimal(value);
  if (!read || !Number.isFinite(read.n) || !rule.within(read.n)) return { message: rule.message };
  if (read.places > rule.places)
    return { message: rule.placesMessage ?? decimalPlacesMessage(rule.label, rule.places) };
  return { n: read.n };
}
