import { docketReply } from '../dockets/schemas';
import {
  createInvoiceBody,
  docketInvoiceBody,
  invoiceListQuery,
  invoiceListReply,
  invoiceReply,
} from './invoices-schemas';
import { emailPdfReply } from '../dockets/approvals-schemas';
import { emailInvoiceBody } from './schemas';
import { companyParams, idParams } from '../schemas/params';
import { defineRoutes } from '../api/route';

const tag = 'Invoices';

/**
 * The product's own tax invoices (DECISIONS 'Beyond the spec'): approved dockets become a numbered
 * invoice; void returns them to ready-to-invoice. And a docket's invoice status (002 §7).
 */
export const invoicesRoutes = defineRoutes({
  listInvoices: {
    method: 'GET',
    path: '/api/companies/:companyId/invoices',
    summary:
      "The company's invoices, its own and those it sent to Xero (`source`), newest date first, a page at a time (number, client, date, totals, dockets; a Xero one's link to open it in Xero)",
    tag,
    access: 'dockets.invoice',
    params: companyParams,
    query: invoiceListQuery,
    reply: { 200: invoiceListReply },
  },
  createInvoice: {
    method: 'POST',
    path: '/api/companies/:companyId/invoices',
    summary:
      'Create a tax invoice from approved, uninvoiced dockets: the next number (the company prefix, SD- unless changed), one line per work item, the dockets marked invoiced',
    tag,
    access: 'dockets.invoice',
    params: companyParams,
    body: createInvoiceBody,
    reply: { 201: invoiceReply },
    idempotent: true,
  },
  getInvoice: {
    method: 'GET',
    path: '/api/invoices/:id',
    summary: 'One invoice with its lines and dockets',
    tag,
    access: 'dockets.invoice',
    params: idParams,
    reply: { 200: invoiceReply },
  },
  voidInvoice: {
    method: 'POST',
    path: '/api/invoices/:id/void',
    summary: 'Void an invoice: it keeps its number, its dockets are ready to invoice again',
    tag,
    access: 'dockets.invoice',
    params: idParams,
    reply: { 200: invoiceReply },
    idempotent: true,
  },
  invoicePdf: {
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    summary: "The invoice as a PDF: the tax invoice, then its dockets' PDFs as proof pages",
    tag,
    access: 'dockets.invoice',
    params: idParams,
    reply: {
      file: 'application/pdf',
      description: 'Tax invoice with proof pages (Content-Disposition names the file)',
    },
  },
  invoiceCsv: {
    method: 'GET',
    path: '/api/invoices/:id/csv',
    summary: "The invoice's lines as CSV, for MYOB or QuickBooks to import",
    tag,
    access: 'dockets.invoice',
    params: idParams,
    reply: { file: 'text/csv', description: 'One row per line (Content-Disposition names the file)' },
  },
  emailInvoice: {
    method: 'POST',
    path: '/api/invoices/:id/email',
    summary: "E-mail the invoice PDF to the client's contact (or another address)",
    tag,
    access: 'dockets.invoice',
    params: idParams,
    body: emailInvoiceBody,
    reply: { 200: emailPdfReply },
    idempotent: true,
  },
  setDocketInvoice: {
    method: 'PATCH',
    path: '/api/timesheets/:id/invoice',
    summary:
      "Edit a docket's invoice status: invoiced with a number, or un-invoiced (not for a docket on one of the product's invoices)",
    tag,
    access: 'dockets.invoice',
    params: idParams,
    body: docketInvoiceBody,
    reply: { 200: docketReply },
  },
});
