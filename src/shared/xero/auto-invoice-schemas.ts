import { z } from 'zod';
import { AUTO_INVOICE_BATCH_STATUSES, AUTO_INVOICE_MODES, SYNC_MSG } from './sync-schemas';

/** Settings → Xero 'Automatic invoices' (issue 27): the company's mode, and what the sync could not invoice. */

export const autoInvoiceSettingsBody = z.object({
  autoInvoice: z.enum(AUTO_INVOICE_MODES, { message: SYNC_MSG.mode }),
});

export const autoInvoiceSettingsReply = z.object({
  autoInvoice: z.enum(AUTO_INVOICE_MODES),
  /** When it was last changed (null: never, so off). */
  updatedAt: z.string().nullable(),
});

/** One automatic invoice: the dockets it is for and what came of it. */
export const autoInvoiceBatch = z
  .object({
    id: z.number(),
    batchKey: z.string(),
    projectId: z.number().nullable(),
    projectName: z.string().nullable(),
    clientId: z.number().nullable(),
    clientName: z.string().nullable(),
    /** The Monday of the week invoiced (weekly), null for a single docket. */
    weekStart: z.string().nullable(),
    docketIds: z.array(z.number()),
    status: z.enum(AUTO_INVOICE_BATCH_STATUSES),
    invoiceNumber: z.string().nullable(),
    /** Why it was skipped or failed, in words the office can act on. */
    outcome: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AutoInvoiceBatch' });

export const autoInvoiceBatchesQuery = z.object({
  status: z.enum(AUTO_INVOICE_BATCH_STATUSES).optional(),
});

export const autoInvoiceBatchesReply = z.object({ batches: z.array(autoInvoiceBatch) });

/** What a run asked for now made: its batches (invoiced, skipped, failed or still pending). */
export const autoInvoiceRunReply = z.object({
  weekStart: z.string().nullable(),
  batches: z.array(autoInvoiceBatch),
});

export type AutoInvoiceSettingsReply = z.infer<typeof autoInvoiceSettingsReply>;
export type AutoInvoiceBatchView = z.infer<typeof autoInvoiceBatch>;
