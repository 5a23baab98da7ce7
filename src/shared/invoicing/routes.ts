import { z } from 'zod';
import { lineItemReply } from '../dockets/schemas';
import {
  docketLineItemsBody,
  invoiceDocketRow,
  invoiceDocketsQuery,
  invoiceDocketsReply,
  markInvoicedBody,
  markInvoicedReply,
} from './schemas';
import { companyParams } from '../schemas/params';
import { defineRoutes } from '../api/route';

const tag = 'Invoicing';

/** The invoicing screens' reads and the back-office mark flow (002 §7 'Dockets for invoicing'). */
export const invoicingRoutes = defineRoutes({
  listInvoiceDockets: {
    method: 'GET',
    path: '/api/companies/:companyId/invoice-dockets',
    summary:
      "The /invoices table: approved billable dockets (all, for-invoice or invoiced; all projects or one), a page at a time, with each docket's totals",
    tag,
    access: 'dockets.invoice',
    params: companyParams,
    query: invoiceDocketsQuery,
    reply: { 200: invoiceDocketsReply },
  },
  docketsLineItems: {
    method: 'POST',
    path: '/api/timesheets/line-items',
    summary: 'The billing items of several dockets (docketIds), or of one (timesheetId)',
    tag,
    access: 'dockets.invoice',
    body: docketLineItemsBody,
    reply: { 200: z.array(lineItemReply) },
  },
  approvedDockets: {
    method: 'GET',
    path: '/api/admin/timesheets/approved',
    summary:
      "Invoice management: the caller's company's dockets ready to invoice (approved, billable, not invoiced)",
    tag,
    access: 'dockets.invoice',
    reply: { 200: z.array(invoiceDocketRow) },
  },
  invoicedDockets: {
    method: 'GET',
    path: '/api/admin/timesheets/invoiced',
    summary: "Invoice management: the caller's company's most recently invoiced dockets",
    tag,
    access: 'dockets.invoice',
    reply: { 200: z.array(invoiceDocketRow) },
  },
  markInvoiced: {
    method: 'POST',
    path: '/api/admin/timesheets/mark-invoiced',
    summary:
      'Mark dockets invoiced, with an optional number: all or nothing (409 naming the first docket not ready)',
    tag,
    access: 'dockets.invoice',
    body: markInvoicedBody,
    reply: { 200: markInvoicedReply },
    idempotent: true,
  },
});
