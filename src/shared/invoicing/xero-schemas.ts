import { z } from 'zod';
import { dateField, idNumberField, limitedText } from '../schemas/fields';
import { money } from '../schemas/money-field';
import { DEFAULT_TAX_TYPE } from '../xero/accounting-schemas';

/** The 'Create Xero Invoice' dialog's body and reply (002 §5 'Accounting invoice', §7 POST /api/xero/invoices). */

/** 002 §5: account code fixed to 200. */
export const XERO_ACCOUNT_CODE = '200';
/** Tax codes an invoice line may use besides those containing OUTPUT (002 §5). */
export const XERO_EXTRA_TAX_TYPES = ['NONE', 'EXEMPTOUTPUT', 'ZERORATEDOUTPUT'] as const;
/** Whether a synced tax code may be chosen on an invoice line: containing OUTPUT, or NONE, EXEMPTOUTPUT, ZERORATEDOUTPUT. */
export const isInvoiceTaxType = (taxType: string): boolean =>
  taxType.includes('OUTPUT') || (XERO_EXTRA_TAX_TYPES as readonly string[]).includes(taxType);

/** Dockets on one Xero invoice at most. */
export const XERO_INVOICE_MAX_DOCKETS = 500;

export const XERO_INVOICE_MSG = {
  contact: 'Contact is required',
  dueDate: 'Due date is required',
  timesheets: 'Select at least one docket',
  tooManyTimesheets: `At most ${XERO_INVOICE_MAX_DOCKETS} dockets on one invoice`,
  lineItems: 'Add at least one line item',
  description: 'Description is required',
  quantity: 'Quantity must be a number of 0 or more with at most 4 decimal places',
  unitAmount: 'Rate must be a number of 0 or more with at most 2 decimal places',
  taxType: 'Choose a tax code containing OUTPUT, or NONE, EXEMPTOUTPUT or ZERORATEDOUTPUT',
  accountCode: `The account code is ${XERO_ACCOUNT_CODE}`,
} as const;

/**
 * The page of a sales invoice in Xero's web app (its deep link). It opens in whichever organisation
 * the person last used in Xero; there is no simulator page, so the simulator's invoices link here too.
 */
export const xeroInvoiceUrl = (invoiceId: string) =>
  `https://go.xero.com/AccountsReceivable/View.aspx?InvoiceID=${encodeURIComponent(invoiceId)}`;

/** A JSON number of 0 or more with at most `places` decimal places (as Xero keeps it: 4 for quantity, 2 for a rate). */
const decimalNumber = (places: number, message: string) =>
  z
    .number({ message })
    .min(0, message)
    .max(1_000_000_000, message)
    .refine((v) => new RegExp(`^\\d+(\\.\\d{1,${places}})?$`).test(String(v)), message);

export const xeroInvoiceLineItem = z
  .object({
    /** The docket this line came from, if any. */
    timesheetId: idNumberField('Invalid docket').optional(),
    description: limitedText('Description', 4000, { message: XERO_INVOICE_MSG.description }).min(
      1,
      XERO_INVOICE_MSG.description,
    ),
    quantity: decimalNumber(4, XERO_INVOICE_MSG.quantity).default(1),
    unitAmount: decimalNumber(2, XERO_INVOICE_MSG.unitAmount).default(0),
    /** A synced tax code's TaxType (GET /api/xero/tax-codes). */
    taxType: z
      .string({ message: XERO_INVOICE_MSG.taxType })
      .max(50, XERO_INVOICE_MSG.taxType)
      .refine(isInvoiceTaxType, XERO_INVOICE_MSG.taxType)
      .default(DEFAULT_TAX_TYPE),
    accountCode: z
      .literal(XERO_ACCOUNT_CODE, { message: XERO_INVOICE_MSG.accountCode })
      .default(XERO_ACCOUNT_CODE),
  })
  .meta({ id: 'XeroInvoiceLineItem' });

export const createXeroInvoiceBody = z.object({
  /** The Xero contact's name (picked from the search, or typed: Xero makes a contact of a new name). */
  contactName: limitedText('Contact name', 255, { message: XERO_INVOICE_MSG.contact }).min(
    1,
    XERO_INVOICE_MSG.contact,
  ),
  /** Xero's ContactID when a contact was picked from the search. */
  contactId: z.uuid('Invalid Xero contact').optional(),
  reference: limitedText('Reference', 255).optional(),
  /** The invoice date, yyyy-MM-dd. */
  date: dateField(),
  dueDate: dateField(XERO_INVOICE_MSG.dueDate),
  /** The dockets the invoice is for: all become invoiced with Xero's number, or none. */
  timesheetIds: z
    .array(idNumberField('Invalid docket'), { message: XERO_INVOICE_MSG.timesheets })
    .min(1, XERO_INVOICE_MSG.timesheets)
    .max(XERO_INVOICE_MAX_DOCKETS, XERO_INVOICE_MSG.tooManyTimesheets),
  lineItems: z
    .array(xeroInvoiceLineItem, { message: XERO_INVOICE_MSG.lineItems })
    .min(1, XERO_INVOICE_MSG.lineItems)
    .max(XERO_INVOICE_MAX_DOCKETS * 20),
});

export const xeroInvoiceReply = z.object({
  /** Xero's InvoiceNumber, e.g. INV-0001: the number the dockets now carry. */
  invoiceNumber: z.string(),
  /** Xero's InvoiceID. */
  invoiceId: z.string(),
  /** The invoice's total including tax, AUD with 2 places: lines rounded as Xero rounds them (Exclusive). */
  total: money(z.string()),
  /** The dockets marked invoiced. */
  timesheetIds: z.array(z.number()),
});

export type XeroInvoiceLineItem = z.infer<typeof xeroInvoiceLineItem>;
export type CreateXeroInvoiceInput = z.infer<typeof createXeroInvoiceBody>;
export type XeroInvoiceReply = z.infer<typeof xeroInvoiceReply>;
