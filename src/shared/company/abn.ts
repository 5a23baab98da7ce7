/**
 * The Australian Business Number on Company Info and the company's tax invoices (DECISIONS 'Beyond
 * the spec'): 11 digits that pass the ATO's check (subtract 1 from the first digit, weight the
 * digits 10, 1, 3, 5, … 19, and the sum divides by 89). Typed with or without spaces, kept as digits.
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

export const ABN_MESSAGE = 'Enter a valid 11-digit ABN';

/** The digits of an ABN as typed: spaces removed ('51 824 753 556' → '51824753556'). */
export const abnDigits = (typed: string): string => typed.replace(/\s+/g, '');

/** True for 11 digits (spaces allowed) that pass the ATO's checksum. */
export function isValidAbn(typed: string): boolean {
  const digits = abnDigits(typed);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce(
    (total, weight, i) => total + weight * (Number(digits[i]) - (i === 0 ? 1 : 0)),
    0,
  );
  return sum % 89 === 0;
}

/** '51824753556' → '51 824 753 556', as the ATO writes it; anything else as given. */
export function formatAbn(abn: string): string {
  const digits = abnDigits(abn);
  return /^\d{11}$/.test(digits)
    ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`
    : abn;
}
