/**
 * Reply fields that carry money. Workers never receive them: services leave them out for roles
 * without 'money.read', and the server strips them from any reply to such a role as a last guard.
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
