/**
 * The prefix of the company's own invoice numbers (issue 29): 'SD-' gives SD-0001, SD-0002… Xero
 * numbers its invoices INV-0001, INV-0002…, and office staff type those numbers for dockets invoiced
 * in Xero, so the product's own numbers never start with INV-: the two sequences cannot collide.
 */
export const DEFAULT_INVOICE_PREFIX = 'SD-';
export const INVOICE_PREFIX_MAX = 10;

export const INVOICE_PREFIX_MSG = {
  required: 'Enter an invoice number prefix',
  characters: 'Use only letters, digits, - and / in the invoice number prefix',
  xero: "This prefix would clash with Xero's INV- invoice numbers: choose another, e.g. SD-",
} as const;

/** Letters, digits, '-' and '/'. */
export const hasPrefixCharacters = (prefix: string) => /^[A-Za-z0-9/-]*$/.test(prefix);

/** 'INV', 'inv-' or anything starting 'INV-' (any case): Xero's numbers. */
export function clashesWithXero(prefix: string): boolean {
  const lower = prefix.toLowerCase();
  return lower === 'inv' || lower.startsWith('inv-');
}

/** 'SD-0001': the prefix, then the sequence in four digits at least (more once past 9999). */
export const invoiceNumberOf = (prefix: string, sequence: number): string =>
  `${prefix}${String(sequence).padStart(4, '0')}`;

/**
 * Whether `number` has the form of the company's own numbers under `prefix` (the prefix in any case,
 * then digits only): a number typed for an invoice made elsewhere may not, so no invoice the product
 * numbers later can carry it too.
 */
export function hasOwnNumberForm(prefix: string, number: string): boolean {
  const head = number.slice(0, prefix.length);
  return head.toLowerCase() === prefix.toLowerCase() && /^\d+$/.test(number.slice(prefix.length));
}
