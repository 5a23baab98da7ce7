import { z } from 'zod';
import { wholeNumberField } from '../schemas/decimal';
import { emailField, idField, idNumberField, limitedText } from '../schemas/fields';
import { INVOICE_MSG } from './invoices-schemas';
import { money } from '../schemas/money-field';

/**
 * The invoicing screens' reads and the back-office mark flow (002 §2 'Invoices screen', 'Invoice
 * management', §7 'Dockets for invoicing').
 */

/** The /invoices filter: every approved billable docket, those ready to invoice, or those invoiced. */
export const INVOICE_FILTERS = ['all', 'for-invoice', 'invoiced'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/** Rows per page on /invoices: 5 shown, Load More adds 5 (002 §2). */
export const INVOICE_PAGE_SIZE = 5;

/** GET /api/companies/:companyId/invoice-dockets: filtered and paged on the server. */
const pageNumber = wholeNumberField;

export const invoiceDocketsQuery = z.object({
  invoice: z
    .enum(INVOICE_FILTERS, { message: 'The invoice filter is all, for-invoice or invoiced' })
    .default('all'),
  /** 'all' or a project id. */
  projectId: z
    .union([z.literal('all'), idField('Invalid project')], { message: 'Invalid project' })
    .default('all'),
  offset: pageNumber(0, 1_000_000, 'The offset is a whole number from 0 to 1000000').default(0),
  limit: pageNumber(1, 100, 'The page size is a whole number from 1 to 100').default(INVOICE_PAGE_SIZE),
});
export type InvoiceDocketsQuery = z.infer<typeof invoiceDocketsQuery>;

const amount = () => money(z.string());

/** One approved billable docket as the invoicing screens list it, with its totals to the cent. */
export const invoiceDocketRow = z.object({
  id: z.number(),
  date: z.string(),
  workerName: z.string(),
  projectId: z.number().nullable(),
  projectName: z.string().nullable(),
  /** The project's code (002 §2: invoice management shows the project name and code). */
  projectCode: z.string().nullable(),
  jobNumber: z.string().nullable(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  /** When it was approved (the latest approval); null if unknown. */
  approvedAt: z.date().nullable(),
  invoiced: z.boolean(),
  invoiceNumber: z.string().nullable(),
  /** The product's own invoice it is on (un-invoiced only by voiding that invoice); null otherwise. */
  invoiceId: z.number().nullable(),
  /** The Xero invoice it is on (un-invoiced only after voiding or crediting that invoice in Xero); null otherwise. */
  xeroInvoiceId: z.string().nullable(),
  invoicedAt: z.date().nullable(),
  /** Sum of its lines' values, GST and both, each line rounded to cents (DECISIONS 'Hours and money'). */
  subtotal: amount(),
  gst: amount(),
  total: amount(),
  /** The spec's name for `total` (002 §3 'Docket as read for invoicing'). */
  totalAmount: amount(),
});
export type InvoiceDocketRow = z.infer<typeof invoiceDocketRow>;

export const invoiceDocketsReply = z.object({
  dockets: z.array(invoiceDocketRow),
  /** How many match the filter, for 'Load More'. */
  total: z.number(),
});
export type InvoiceDocketsReply = z.infer<typeof invoiceDocketsReply>;

/** The most dockets one call reads or marks. */
export const DOCKETS_PER_CALL = 500;
const TOO_MANY_DOCKETS = `At most ${DOCKETS_PER_CALL} dockets at a time`;

/** POST /api/timesheets/line-items (002 §7): the billing items of several dockets, or of one. */
export const docketLineItemsBody = z
  .object({
    docketIds: z.array(idNumberField()).max(DOCKETS_PER_CALL, TOO_MANY_DOCKETS).optional(),
    timesheetId: idNumberField().optional(),
  })
  .refine((b) => (b.docketIds?.length ?? 0) > 0 || b.timesheetId !== undefined, {
    message: INVOICE_MSG.selectDockets,
    path: ['docketIds'],
  });

export type DocketLineItemsInput = z.infer<typeof docketLineItemsBody>;

/** GET /api/admin/timesheets/invoiced: the most recently invoiced dockets. */
export const RECENTLY_INVOICED_LIMIT = 20;

/**
 * GET /api/admin/timesheets/approved: at most this many, newest first (as many as one mark takes);
 * the /invoices table pages through the rest.
 */
export const READY_TO_INVOICE_LIMIT = DOCKETS_PER_CALL;

/** POST /api/admin/timesheets/mark-invoiced (002 §7): all or nothing; the number is optional here. */
export const markInvoicedBody = z.object({
  timesheetIds: z
    .array(idNumberField(), { message: INVOICE_MSG.selectDockets })
    .min(1, INVOICE_MSG.selectDockets)
    .max(DOCKETS_PER_CALL, TOO_MANY_DOCKETS),
  /** Trimmed; empty or absent: marked invoiced without a number (002 §4, §8). */
  invoiceNumber: limitedText('Invoice number', 100).nullable().optional(),
});
export type MarkInvoicedInput = z.infer<typeof markInvoicedBody>;

export const markInvoicedReply = z.object({
  message: z.string(),
  /** How many dockets were marked. */
  count: z.number(),
  invoiceNumber: z.string().nullable(),
});

/** POST /api/invoices/:id/email: to the invoice's contact unless another address is given. */
export const emailInvoiceBody = z.object({
  email: emailField.optional(),
});
