import { syncTaxCodesReply, taxCodesReply, xeroContactsQuery, xeroContactsReply } from './accounting-schemas';
import { defineRoutes } from '../api/route';

const tag = 'Xero accounting';

/** The accounting reads the invoice dialog and the Xero settings tab use (002 §7 'Accounting provider'). */
export const xeroAccountingRoutes = defineRoutes({
  listTaxCodes: {
    method: 'GET',
    path: '/api/xero/tax-codes',
    summary: "The company's tax codes as last synced from Xero (none until the first sync)",
    tag,
    access: 'xero.accounting',
    reply: { 200: taxCodesReply },
  },
  syncTaxCodes: {
    method: 'POST',
    path: '/api/xero/sync-tax-codes',
    plan: 'pro',
    summary:
      "Reads the organisation's active tax rates from Xero and makes them the company's tax codes; 409 when Xero is not connected",
    tag,
    access: 'xero.accounting',
    reply: { 200: syncTaxCodesReply },
    idempotent: true,
  },
  searchXeroContacts: {
    method: 'GET',
    path: '/api/xero/contacts',
    plan: 'pro',
    summary:
      'Xero contacts whose name, email or number contains `search` (2 characters or more); 409 when Xero is not connected',
    tag,
    access: 'xero.accounting',
    query: xeroContactsQuery,
    reply: { 200: xeroContactsReply },
  },
});
