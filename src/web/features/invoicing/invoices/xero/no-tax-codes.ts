import { XeroIssue } from '../../../../../shared/api/error-codes';
import { ApiError } from '../../../../lib/request';

/** The server's refusal for a company without synced tax codes (409, `xero: 'no_tax_codes'`). */
export function isNoTaxCodes(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body = error.body as { xero?: unknown } | null;
  return body?.xero === XeroIssue.no_tax_codes;
}
