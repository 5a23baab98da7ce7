/** A plain number, negative ones included: a cell that is one is data, not a formula. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Text a spreadsheet would read as a formula (=, +, -, @, or a tab or return first) gets a leading
 * apostrophe, so opening the file runs nothing (OWASP 'CSV injection'). Every CSV the product writes
 * (the tax invoice's, the payroll period's) passes its cells through here.
 */
export const safeCell = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) && !DECIMAL.test(value) ? `'${value}` : value;
