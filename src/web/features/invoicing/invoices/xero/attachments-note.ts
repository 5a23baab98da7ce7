import type { XeroAttachmentsResult } from '../../../../../shared/invoicing/xero-attachments-schemas';

const pdfs = (count: number) => `${count} docket PDF${count === 1 ? '' : 's'}`;

/**
 * What the 'Xero invoice … created' toast says of the dockets' PDFs on the invoice (issue 29): that
 * they are attached, or which are not, why, and whether SiteDockets keeps trying.
 */
export function attachmentsNote({ attached, failed, retrying }: XeroAttachmentsResult): string {
  const total = attached.length + failed.length;
  if (failed.length === 0) return `${pdfs(total)} attached`;
  const reasons = [...new Set(failed.map((failure) => failure.message))];
  const why =
    reasons.length === 1
      ? `${failed.map((failure) => failure.fileName).join(', ')}: ${reasons[0]}`
      : failed.map((failure) => `${failure.fileName}: ${failure.message}`).join('; ');
  const next = retrying ? ' SiteDockets will keep trying to attach them.' : '';
  return `${attached.length} of ${pdfs(total)} attached. Not attached: ${why}${next}`;
}
