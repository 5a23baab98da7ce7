import { ATTACHMENT_MESSAGES } from '../../../../shared/dockets/attachments/limits';
import type { ErrorCode } from '../../../../shared/api/error-codes';
import { conflict } from '../../../errors';

/**
 * A refusal of an upload with a status no error kind has (415 not a photo or PDF, 422 damaged, 413
 * over a limit): the tus bridge answers it as `{ message, code }` with its status.
 */
export class UploadRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefusal';
  }
}

export const tooLarge = () => new UploadRefusal(413, 'PAYLOAD_TOO_LARGE', ATTACHMENT_MESSAGES.tooLarge);
export const companyFull = () =>
  new UploadRefusal(413, 'COMPANY_STORAGE_FULL', ATTACHMENT_MESSAGES.companyFull);
export const tooMany = () => conflict(ATTACHMENT_MESSAGES.tooMany, { code: 'TOO_MANY_ATTACHMENTS' });
/** An approved docket's photos and files are part of what was signed. */
export const approvedDocket = () => conflict(ATTACHMENT_MESSAGES.approved, { code: 'ALREADY_APPROVED' });
