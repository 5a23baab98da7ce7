import { applyDecimalRule, type DecimalRule } from '../schemas/read-decimal';

/** A work item's quantity (spec 001 §3): 0 to 999,999 with at most 2 places; an empty field is 0. */
export const QUANTITY_RULE: DecimalRule = {
  label: 'Quantity',
  places: 2,
  within: (n) => n >= 0 && n <= 999_999,
  message: 'Quantity must be a number of 0 or more',
};

/**
 * A work item's quantity as the server stores it ("2.5" → "2.50"), or null when it is not one. Free of
 * zod (schemas.ts builds its field from the same rule), so the phone's preview of a queued docket
 * (docket-reply.ts) does not bring zod into the worker's week page.
 */
export function storedQuantityOf(value: unknown): string | null {
  const read = applyDecimalRule(QUANTITY_RULE, value === '' ? 0 : value);
  return 'n' in read ? read.n.toFixed(2) : null;
}
