import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/request';
import { invoiceFailureText } from './xero-invoice-failure';

const refused = (status: number, message?: string) =>
  new ApiError(message ?? 'x', status, message ? { message, code: 'x' } : '<html>');

describe('invoiceFailureText (002 §8, chosen by the message)', () => {
  it("gives a missing scope the server's own words, never 'expired'", () => {
    const message =
      'Missing Permissions: Xero refused this because SiteDockets was not granted the permission (scope) it needs (AuthorizationUnsuccessful, insufficient_scope). Ask whoever runs this server to check XERO_SCOPES, then reconnect.';
    expect(invoiceFailureText(new ApiError(message, 409, { message, code: 'XERO_MISSING_SCOPE' }))).toBe(
      message,
    );
  });

  it.each([
    [
      'Xero token refresh failed',
      'Your Xero connection has expired. Please reconnect to Xero and try again.',
    ],
    ['Unauthorized', 'Your Xero connection has expired. Please reconnect to Xero and try again.'],
    [
      'Authentication unsuccessful',
      'Your Xero connection has expired. Please reconnect to Xero and try again.',
    ],
    [
      'Failed to initialise the Xero client',
      'Your Xero connection has expired. Please reconnect to Xero and try again.',
    ],
    [
      'Network error talking to Xero',
      'Connection issue with Xero. Please check your internet connection and try again.',
    ],
    [
      'Xero dropped the connection',
      'Connection issue with Xero. Please check your internet connection and try again.',
    ],
    ['Contact name is required', 'Please check the contact name and try again.'],
    ['Unknown customer', 'Please check the contact name and try again.'],
    ['Line item 2 is invalid', 'Please check the line items and tax codes, then try again.'],
    ['The TaxType code XYZ does not exist', 'Please check the line items and tax codes, then try again.'],
    ['Something else', 'Unable to create invoice. Please try again.'],
  ])('%s', (message, text) => {
    expect(invoiceFailureText(refused(400, message))).toBe(text);
  });

  it('takes the rules in the spec order: a token message about a contact is the expired connection', () => {
    expect(invoiceFailureText(refused(401, 'Contact lookup failed: token expired'))).toMatch(/expired/);
  });

  it('gives the default without a message, and the connection text when nothing answered', () => {
    expect(invoiceFailureText(refused(502))).toBe('Unable to create invoice. Please try again.');
    expect(invoiceFailureText(new TypeError('Failed to fetch'))).toMatch(/^Connection issue/);
  });
});
