import { describe, expect, it } from 'vitest';
import { ErrorCode, XeroIssue } from '../../../../../shared/api/error-codes';
import { ApiError } from '../../../../lib/request';
import { isNoTaxCodes } from './no-tax-codes';

describe("'Sync Tax Codes Required' (409 with xero: no_tax_codes)", () => {
  it('is the refusal whose xero detail says no tax codes are synced, and no other', () => {
    const message = 'Sync Tax Codes Required: sync tax codes from Xero before creating invoices.';
    const noTaxCodes = { message, code: ErrorCode.CONFLICT, xero: XeroIssue.no_tax_codes };
    expect(isNoTaxCodes(new ApiError(message, 409, noTaxCodes))).toBe(true);
    const expired = {
      message: 'Your Xero connection has expired.',
      code: ErrorCode.CONFLICT,
      xero: 'expired',
    };
    expect(isNoTaxCodes(new ApiError(expired.message, 409, expired))).toBe(false);
    expect(isNoTaxCodes(new ApiError('502: bad gateway', 502, 'bad gateway'))).toBe(false);
    expect(isNoTaxCodes(new TypeError('Failed to fetch'))).toBe(false);
  });
});
