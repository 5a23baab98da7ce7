/**
 * How a client pays a tax invoice (issue 29): the company's bank account (account name, BSB and
 * account number) or a payment note, set under Company Info and printed on its invoices.
 */
export const BSB_MESSAGE = 'Enter a 6-digit BSB';
export const ACCOUNT_NUMBER_MESSAGE = 'Enter an account number of 4 to 10 digits';

/** What a person types between the digits of a BSB or an account number: spaces and dashes. */
const separators = (typed: string) => typed.replace(/[\s-]+/g, '');

/** '062-000' and '062 000' → '062000'; anything else as given. */
export const bsbDigits = separators;
export const accountNumberDigits = separators;

export const isValidBsb = (typed: string) => /^\d{6}$/.test(bsbDigits(typed));
export const isValidAccountNumber = (typed: string) => /^\d{4,10}$/.test(accountNumberDigits(typed));

/** '062000' → '062-000', as Australian banks write a BSB; anything else as given. */
export function formatBsb(bsb: string): string {
  const digits = bsbDigits(bsb);
  return /^\d{6}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : bsb;
}

export type PaymentDetails = {
  paymentAccountName: string | null;
  paymentBsb: string | null;
  paymentAccountNumber: string | null;
  paymentNote: string | null;
};

/**
 * The 'How to pay' lines of an invoice, the PDF's and the e-mail's: the bank account's parts that
 * are set, the invoice number as the payment reference, then the note. Empty when nothing is set.
 */
export function howToPayLines(details: PaymentDetails, invoiceNumber: string): string[] {
  const bank = [
    details.paymentAccountName && `Account name: ${details.paymentAccountName}`,
    details.paymentBsb && `BSB: ${formatBsb(details.paymentBsb)}`,
    details.paymentAccountNumber && `Account number: ${details.paymentAccountNumber}`,
  ].filter((line): line is string => !!line);
  if (!bank.length && !details.paymentNote) return [];
  return [
    ...bank,
    `Payment reference: ${invoiceNumber}`,
    ...(details.paymentNote ? [details.paymentNote] : []),
  ];
}
