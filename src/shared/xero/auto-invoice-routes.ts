import { defineRoutes } from '../api/route';
import { companyParams } from '../schemas/params';
import {
  autoInvoiceBatchesQuery,
  autoInvoiceBatchesReply,
  autoInvoiceRunReply,
  autoInvoiceSettingsBody,
  autoInvoiceSettingsReply,
} from './auto-invoice-schemas';

const tag = 'Xero accounting';

/** Automatic Xero invoices of approved dockets (issue 27; 002 §9 'Automated invoice sync'). */
export const xeroAutoInvoiceRoutes = defineRoutes({
  getAutoInvoiceSettings: {
    method: 'GET',
    path: '/api/companies/:companyId/xero/auto-invoice-settings',
    summary: 'Whether approved dockets go to Xero by themselves: off, per_docket or weekly',
    tag,
    access: 'xero.accounting',
    plan: 'pro',
    params: companyParams,
    reply: { 200: autoInvoiceSettingsReply },
  },
  saveAutoInvoiceSettings: {
    method: 'PUT',
    path: '/api/companies/:companyId/xero/auto-invoice-settings',
    summary:
      "Sets the company's automatic invoices: off, per_docket (each approved docket its own draft invoice) or weekly (one draft invoice per project and client for each week, after the week ends in the company's time zone)",
    tag,
    access: 'xero.accounting',
    plan: 'pro',
    params: companyParams,
    body: autoInvoiceSettingsBody,
    reply: { 200: autoInvoiceSettingsReply },
  },
  listAutoInvoices: {
    method: 'GET',
    path: '/api/companies/:companyId/xero/auto-invoices',
    summary:
      'The automatic invoices, newest first (at most 100), optionally of one status: failed and skipped ones say why, in words the office can act on',
    tag,
    access: 'xero.accounting',
    params: companyParams,
    query: autoInvoiceBatchesQuery,
    reply: { 200: autoInvoiceBatchesReply },
  },
  runAutoInvoices: {
    method: 'POST',
    path: '/api/companies/:companyId/xero/auto-invoices/run',
    summary:
      "Runs the automatic invoices now: in weekly mode last week's (a week already invoiced is never invoiced again), and tries the failed ones again",
    tag,
    access: 'xero.accounting',
    plan: 'pro',
    params: companyParams,
    reply: { 200: autoInvoiceRunReply },
  },
});
