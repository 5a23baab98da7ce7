/**
 * The names money fields go by in replies: the tests' independent check that a worker's reply holds
 * none (tests/support/money.ts, e2e). The server does not go by names: the guard strips the fields a
 * reply schema marks with `money(…)` (schemas/money-field.ts).
 */
export const MONEY_KEYS = [
  'rate',
  'taxRate',
  'value',
  'totalValue',
  'approvedValue',
  'unapprovedValue',
  'totalAmount',
  'amount',
  'unitAmount',
  'lineAmount',
  'subtotal',
  'totalTax',
] as const;

export const MONEY_KEY_SET: ReadonlySet<string> = new Set(MONEY_KEYS);
