import { xeroInvoiceCreatedReply } from './xero-attachments-schemas';
import { createXeroInvoiceBody } from './xero-schemas';
import { defineRoutes } from '../api/route';

const tag = 'Xero accounting';

/** The 'Create Xero Invoice' dialog's call (002 §7 POST /api/xero/invoices). */
export const xeroInvoicesRoutes = defineRoutes({
  createXeroInvoice: {
    method: 'POST',
    path: '/api/xero/invoices',
    plan: 'pro',
    summary:
      "Creates a DRAFT sales invoice in Xero for approved dockets and marks them invoiced with Xero's InvoiceNumber, all or none: 404/409 naming a docket not ready; 409 when Xero is not connected or has expired, or when no tax codes are synced (`xero: 'no_tax_codes'`); 400 with Xero's first validation message. Repeating the same dockets and body returns the same Xero invoice. Then each docket's PDF is attached to the Xero invoice (IncludeOnline; with more than 10 dockets, up to 10 PDFs of several dockets each); `attachments` says which are on it and which could not be attached and why: a failure never undoes the invoice, and a background job tries the failed ones again.",
    tag,
    access: 'xero.accounting',
    body: createXeroInvoiceBody,
    reply: { 201: xeroInvoiceCreatedReply },
    idempotent: true,
  },
});
