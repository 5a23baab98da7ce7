import { failureOf } from '../../../../lib/failure';

/** The toast title of a failed Xero invoice (002 §8). */
export const INVOICE_FAILED_TITLE = 'Invoice Creation Failed';

/** 002 §8, in its order of precedence: the first rule whose words the message contains. */
const RULES: readonly [RegExp, string][] = [
  [
    /authenticat|token|unauthori[sz]ed|initiali[sz]|refresh/i,
    'Your Xero connection has expired. Please reconnect to Xero and try again.',
  ],
  [/network|connection/i, 'Connection issue with Xero. Please check your internet connection and try again.'],
  [/contact|customer/i, 'Please check the contact name and try again.'],
  [/line ?item|tax/i, 'Please check the line items and tax codes, then try again.'],
];
const DEFAULT_TEXT = 'Unable to create invoice. Please try again.';

/**
 * The description of 'Invoice Creation Failed', chosen by the words of the server's message (002 §8:
 * the message field is read on accounting errors); a call that got no answer is a connection issue.
 */
export function invoiceFailureText(error: unknown): string {
  if (error instanceof TypeError) return RULES[1]![1];
  const message = failureOf(error)?.message ?? '';
  // A scope the connection lacks (issue 24): the server's words say what to do; reconnecting alone does not.
  if (message.startsWith('Missing Permissions')) return message;
  return RULES.find(([words]) => words.test(message))?.[1] ?? DEFAULT_TEXT;
}
