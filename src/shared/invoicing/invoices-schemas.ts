import { z } from 'zod';
import { wholeNumberField } from '../schemas/decimal';
import { dateField, emailField, idNumberField, limitedText, nullableText } from '../schemas/fields';
import { money } from '../schemas/money-field';
import { paymentSummary } from './payment-status';
import { invoicePaymentRow } from './payments-schemas';

/** The product's own tax invoices (DECISIONS 'Beyond the spec'; 002 §4 'Docket invoicing', §7). */
export const INVOICE_STATUSES = ['issued', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_MSG = {
  selectDockets: 'Please select at least one docket',
  tooManyDockets: 'At most 500 dockets go on one invoice',
  invoiceNumber: 'Invoice number is required',
  dueBeforeDate: 'The due date cannot be before the invoice date',
} as const;

/** Days from the invoice date to its due date unless the caller says otherwise (002 §9). */
export const INVOICE_DUE_DAYS = 30;

/**
 * POST /api/companies/:companyId/invoices: approved, uninvoiced dockets of one client become one
 * tax invoice. The client defaults to the dockets' projects' client; the contact to the client's;
 * the date to today in the company's zone; the due date to the date + 30 days.
 */
export const createInvoiceBody = z
  .object({
    timesheetIds: z
      .array(idNumberField(), { message: INVOICE_MSG.selectDockets })
      .min(1, INVOICE_MSG.selectDockets)
      .max(500, INVOICE_MSG.tooManyDockets),
    clientId: idNumberField('Invalid client').nullable().optional(),
    contactName: nullableText('Contact name', 200),
    contactEmail: emailField.nullable().optional(),
    reference: nullableText('Reference', 200),
    date: dateField('Invoice date is required').optional(),
    dueDate: dateField('Due date is required').optional(),
  })
  .refine((b) => !b.date || !b.dueDate || b.dueDate >= b.date, {
    message: INVOICE_MSG.dueBeforeDate,
    path: ['dueDate'],
  });
export type CreateInvoiceInput = z.infer<typeof createInvoiceBody>;

/** GET /api/companies/:companyId/invoices: own and Xero invoices, newest date first, a page at a time. */
export const invoiceListQuery = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  limit: wholeNumberField(1, 100, 'The limit is a whole number from 1 to 100').default(20),
  offset: wholeNumberField(0, 1_000_000, 'The offset is a whole number from 0 to 1000000').default(0),
});

/** PATCH /api/timesheets/:id/invoice (002 §7): invoiced with a number, or un-invoiced (number null). */
export const docketInvoiceBody = z
  .object({
    invoiced: z.boolean({ message: 'invoiced must be true or false' }),
    invoiceNumber: limitedText('Invoice number', 100).nullable().optional(),
  })
  .refine((b) => !b.invoiced || !!b.invoiceNumber, {
    message: INVOICE_MSG.invoiceNumber,
    path: ['invoiceNumber'],
  });
export type DocketInvoiceInput = z.infer<typeof docketInvoiceBody>;

const amount = () => money(z.string());

/** A row of the invoices list. */
export const invoiceSummary = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  contactName: z.string().nullable(),
  reference: z.string().nullable(),
  issueDate: z.string(),
  dueDate: z.string(),
  subtotal: amount(),
  gst: amount(),
  total: amount(),
  docketCount: z.number(),
  createdAt: z.date(),
  voidedAt: z.date().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** Where a row of the invoices list was made (issue 29): numbered by SiteDockets, or sent to Xero. */
export const INVOICE_SOURCES = ['sitedockets', 'xero'] as const;

/** The product's own invoice in the list, with its dockets. */
export const ownInvoiceRow = invoiceSummary
  .extend({ source: z.literal('sitedockets'), timesheetIds: z.array(z.number()), payment: paymentSummary })
  .meta({ id: 'OwnInvoiceRow' });

/**
 * An invoice the product sent to Xero (issue 29), as recorded when Xero made it: Xero's id and
 * number, its contact, dates and totals (ex GST and GST are null for invoices sent before they were
 * recorded), the dockets' client when they share one, and the page that opens it in Xero. Void once
 * its dockets were released after Xero voided, deleted or credited it.
 */
export const xeroInvoiceRow = invoiceSummary
  .pick({
    number: true,
    status: true,
    clientId: true,
    clientName: true,
    contactName: true,
    reference: true,
    issueDate: true,
    total: true,
    docketCount: true,
    createdAt: true,
  })
  .extend({
    source: z.literal('xero'),
    xeroInvoiceId: z.string(),
    xeroUrl: z.string(),
    dueDate: z.string().nullable(),
    subtotal: amount().nullable(),
    gst: amount().nullable(),
    timesheetIds: z.array(z.number()),
    /** Whether it was paid, from what Xero last said of it (issue 27). */
    payment: paymentSummary,
  })
  .meta({ id: 'XeroInvoiceRow' });

export const invoiceListReply = z.object({
  /** The product's own invoices and those it sent to Xero, newest date first. */
  invoices: z.array(z.discriminatedUnion('source', [ownInvoiceRow, xeroInvoiceRow])),
  /** How many invoices match, for 'Load More'. */
  total: z.number(),
});
export type InvoiceListRow = z.infer<typeof invoiceListReply>['invoices'][number];

/** One line: a docket's work item with its quantity, unit price and GST (each rounded to cents). */
export const invoiceLineReply = z.object({
  id: z.number(),
  timesheetId: z.number().nullable(),
  lineItemId: z.number().nullable(),
  date: z.string(),
  workerName: z.string(),
  description: z.string(),
  quantity: z.string(),
  unit: z.string(),
  unitPrice: amount(),
  taxRate: z.string(),
  lineAmount: amount(),
  taxAmount: amount(),
});

export const invoiceReply = invoiceSummary.extend({
  contactEmail: z.string().nullable(),
  createdById: z.number().nullable(),
  voidedById: z.number().nullable(),
  timesheetIds: z.array(z.number()),
  lines: z.array(invoiceLineReply),
  /** Whether it was paid, and the payments recorded on it (issue 27). */
  payment: paymentSummary,
  payments: z.array(invoicePaymentRow),
});
export type InvoiceReply = z.infer<typeof invoiceReply>;
