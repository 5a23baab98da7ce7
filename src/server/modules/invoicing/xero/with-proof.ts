import type {
  XeroAttachmentsResult,
  XeroInvoiceCreatedReply,
} from '../../../../shared/invoicing/xero-attachments-schemas';
import type { CreateXeroInvoiceInput } from '../../../../shared/invoicing/xero-schemas';
import type { Actor } from '../../../access/sessions';
import type { JobQueue } from '../../../jobs/queue';
import { attachDocketPdfs, type AttachContext, type ProofTarget } from './attach';
import { createXeroInvoice } from './service';

/** The queue of Xero invoices whose docket PDFs are still to be attached. */
export const ATTACH_JOB = 'xero-invoice-attachments';

type ProofContext = AttachContext & { jobs: JobQueue };

/**
 * Attaches the dockets' PDFs to the Xero invoice; when some that failed may still go (Xero was
 * unreachable, busy or refused the grant; not a file Xero refused), a job tries them again later.
 */
export async function attachProof(ctx: ProofContext, target: ProofTarget): Promise<XeroAttachmentsResult> {
  const { attached, failed } = await attachDocketPdfs(ctx, target);
  const retrying = failed.some((failure) => !failure.final);
  if (retrying) {
    await ctx.jobs.send(ctx.database.db, ATTACH_JOB, target);
    ctx.jobs.wake(ATTACH_JOB);
  }
  return { attached, failed: failed.map(({ final: _final, ...failure }) => failure), retrying };
}

/**
 * The job: the same attaching again (files already on the invoice are skipped), failing while any
 * that may still go did not, so the queue tries again: after 1, 2, 4 … minutes, then hourly, for
 * about 7 hours (long enough to reconnect Xero with the attachments permission).
 */
export function defineAttachJob(ctx: ProofContext): void {
  ctx.jobs.define<ProofTarget>(
    ATTACH_JOB,
    async (job) => {
      const { failed } = await attachDocketPdfs(ctx, job.data);
      const left = failed.filter((failure) => !failure.final);
      if (left.length > 0) {
        const which = left.map((failure) => `${failure.fileName} (${failure.message})`).join('; ');
        throw new Error(`Not yet attached to Xero invoice ${job.data.invoiceNumber}: ${which}`);
      }
    },
    { retryLimit: 12, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 15 * 60 },
  );
}

/**
 * POST /api/xero/invoices (service.ts), then the dockets' PDFs attached to the invoice Xero made
 * (issue 29). Attaching comes after the invoice exists and is marked, and never undoes it: the
 * reply says which PDFs are on it and which could not be attached, and why. The same request again
 * (a lost reply) returns the same invoice and attaches what is still missing.
 */
export async function createXeroInvoiceWithProof(
  ctx: ProofContext,
  actor: Actor,
  input: CreateXeroInvoiceInput,
): Promise<XeroInvoiceCreatedReply> {
  const invoice = await createXeroInvoice(ctx, actor, input);
  const attachments = await attachProof(ctx, {
    companyId: actor.companyId,
    userId: actor.userId,
    invoiceId: invoice.invoiceId,
    invoiceNumber: invoice.invoiceNumber,
    timesheetIds: invoice.timesheetIds,
  });
  return { ...invoice, attachments };
}
