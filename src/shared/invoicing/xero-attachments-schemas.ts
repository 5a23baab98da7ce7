import { z } from 'zod';
import { errorCodeSchema } from '../api/error-code-schema';
import { xeroInvoiceReply } from './xero-schemas';

/**
 * The dockets' PDFs on a Xero invoice (000 §1 'invoice with PDF proof attached'; issue 29): what
 * 'Create Xero Invoice' says of them. Xero holds at most 10 files on one invoice, 10 MB each.
 */
export const XERO_ATTACHMENT_LIMITS = { perInvoice: 10, maxBytes: 10 * 1024 * 1024 } as const;

export const xeroAttachmentFailure = z.object({
  fileName: z.string(),
  /** Why, in words a person can act on (e.g. 002 §8's Missing Permissions text). */
  message: z.string(),
  /** The error code the same failure has as a reply of its own (e.g. XERO_MISSING_SCOPE). */
  code: errorCodeSchema,
});

export const xeroAttachmentsResult = z.object({
  /** The PDFs the Xero invoice holds: attached now or already there. */
  attached: z.array(z.string()),
  /** The PDFs that could not be attached, each with why. */
  failed: z.array(xeroAttachmentFailure),
  /** Whether SiteDockets tries the failed ones again by itself (a background job) until they are attached. */
  retrying: z.boolean(),
});

/** POST /api/xero/invoices's reply: the invoice, and its dockets' PDFs attached to it in Xero. */
export const xeroInvoiceCreatedReply = xeroInvoiceReply.extend({ attachments: xeroAttachmentsResult });

export type XeroAttachmentFailure = z.infer<typeof xeroAttachmentFailure>;
export type XeroAttachmentsResult = z.infer<typeof xeroAttachmentsResult>;
export type XeroInvoiceCreatedReply = z.infer<typeof xeroInvoiceCreatedReply>;
