import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  XERO_ATTACHMENT_LIMITS,
  type XeroAttachmentFailure,
} from '../../../../shared/invoicing/xero-attachments-schemas';
import { AppError, bodyCodeOf } from '../../../errors';
import type { PdfRenderer } from '../../../integrations/pdf/pool';
import type { FileStore } from '../../../integrations/storage/file-store';
import {
  XeroApiError,
  XeroConnectionExpiredError,
  XeroMissingPermissionsError,
  XeroNotConnectedError,
  XeroRateLimitedError,
} from '../../../integrations/xero/api-errors';
import { xeroClient, type XeroClient, type XeroClientContext } from '../../../integrations/xero/client';
import { readReply } from '../../xero/accounting/xero-replies';
import { proofFiles, renderProof } from './proof-files';

/** What attaching needs: the Xero client's context, the PDF threads and the address the PDFs link to. */
export type AttachContext = XeroClientContext & {
  pdf: PdfRenderer;
  config: { appUrl: string };
  files: FileStore;
};

/** The Xero invoice the dockets are on, and who it is done for (null: the product, in a job). */
export type ProofTarget = {
  companyId: number;
  userId: number | null;
  invoiceId: string;
  invoiceNumber: string;
  timesheetIds: number[];
};

/** A file not attached; `final` when Xero refused the file itself (trying again would not help). */
export type NotAttached = XeroAttachmentFailure & { final: boolean };

const attachmentsEnvelope = z.object({ Attachments: z.array(z.object({ FileName: z.string() })) });

/** Xero refused the file itself (too large, invalid, the invoice gone): its answer will not change. */
const refusedByXero = (err: unknown) =>
  err instanceof XeroApiError && err.status !== null && err.status >= 400 && err.status < 500;

/** Xero could not be used at all (not reached, the grant refused, its limits): the next file would fare alike. */
const xeroUnusable = (err: unknown) =>
  !refusedByXero(err) &&
  [
    XeroApiError,
    XeroNotConnectedError,
    XeroConnectionExpiredError,
    XeroMissingPermissionsError,
    XeroRateLimitedError,
  ].some((kind) => err instanceof kind);

function notAttached(fileName: string, err: unknown): NotAttached {
  if (err instanceof AppError) {
    return { fileName, message: err.message, code: bodyCodeOf(err), final: refusedByXero(err) };
  }
  const reason = err instanceof Error ? err.message : String(err);
  return { fileName, message: `The PDF could not be made: ${reason}`, code: 'PDF_FAILED', final: false };
}

/** A key per invoice and file name: Xero answers a repeated upload with its first reply. */
const uploadKey = (invoiceId: string, fileName: string) =>
  `sitedockets-attach-${createHash('sha256').update(`${invoiceId}/${fileName}`).digest('hex')}`;

async function attachedNames(client: XeroClient, invoiceId: string): Promise<Set<string>> {
  const res = await client.call({
    operation: 'getInvoiceAttachments',
    method: 'GET',
    path: `/Invoices/${invoiceId}/Attachments`,
  });
  const { Attachments } = readReply(attachmentsEnvelope, res.body, 'getInvoiceAttachments');
  return new Set(Attachments.map((a) => a.FileName.toLowerCase()));
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Attaches the dockets' PDFs (proof-files.ts) to the Xero invoice, shown to the customer with the
 * online invoice (IncludeOnline), through the one Xero client (paced, retried, logged). Safe to run
 * again: the invoice's attachments are listed first and a name already there is not sent again (and
 * Xero replaces a file sent under a name it holds). A refusal of one file (too large, invalid) leaves
 * the others to go; Xero unreachable or refusing the grant stops the run, every file left failed
 * with the same reason.
 */
export async function attachDocketPdfs(ctx: AttachContext, target: ProofTarget) {
  const db = ctx.database.db;
  const files = await proofFiles(db, target.companyId, target.timesheetIds, target.invoiceNumber);
  const client = xeroClient(ctx, target.companyId, target.userId);
  const attached: string[] = [];
  const failed: NotAttached[] = [];
  let stopped: unknown = null;
  let there = new Set<string>();
  try {
    there = await attachedNames(client, target.invoiceId);
  } catch (err) {
    stopped = err;
  }
  const renderOptions = { appUrl: ctx.config.appUrl, renderer: ctx.pdf, files: ctx.files };
  for (const file of files) {
    const { fileName } = file;
    if (there.has(fileName.toLowerCase())) attached.push(fileName);
    else if (stopped) failed.push(notAttached(fileName, stopped));
    else {
      try {
        const pdf = await renderProof(db, renderOptions, file);
        if (pdf.length > XERO_ATTACHMENT_LIMITS.maxBytes) {
          const message = `The PDF is ${megabytes(pdf.length)}, over Xero's limit of ${megabytes(XERO_ATTACHMENT_LIMITS.maxBytes)} a file`;
          failed.push({ fileName, message, code: 'XERO_ATTACHMENT_TOO_LARGE', final: true });
          continue;
        }
        await client.call({
          operation: 'createInvoiceAttachmentByFileName',
          method: 'PUT',
          path: `/Invoices/${target.invoiceId}/Attachments/${encodeURIComponent(fileName)}`,
          query: { IncludeOnline: true },
          file: { bytes: pdf, contentType: 'application/pdf' },
          idempotencyKey: uploadKey(target.invoiceId, fileName),
        });
        attached.push(fileName);
      } catch (err) {
        failed.push(notAttached(fileName, err));
        if (xeroUnusable(err)) stopped = err;
      }
    }
  }
  return { attached, failed };
}
