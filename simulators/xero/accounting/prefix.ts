/** Where the accounting API lives on api.xero.com. */
export const ACCOUNTING_PREFIX = '/api.xro/2.0';
