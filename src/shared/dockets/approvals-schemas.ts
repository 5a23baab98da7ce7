import { z } from 'zod';
import { ErrorCode } from '../api/error-codes';
import { EMAIL_STATUSES } from '../email/delivery';
import { emailField, idField, limitedText, textField } from '../schemas/fields';
import { messageReply } from '../auth/users-schemas';

const id = idField();
/** A signature arrives as a data URL; its content is checked on the server (PNG, ≤ 200 KB). */
const signature = textField({ message: 'Signature is required for approval' }).max(
  300_000,
  'The signature image is larger than 200 KB',
);

export const foremanChoiceBody = z.object({ foremanId: id.nullable().optional() });
export const approveBody = z.object({ signature, foremanId: id.nullable().optional() });

/** Approval by a foreman without an account: the name from the project's list, or typed with an e-mail. */
export const foremanApproveBody = z.object({
  signature,
  projectCode: limitedText('Project code', 20).optional(),
  foremanId: id.optional(),
  foremanName: limitedText('Foreman name', 200).optional(),
  foremanEmail: limitedText('Foreman email', 254).optional(),
});

export const accessByCodeBody = z.object({
  code: limitedText('Project code', 20, { message: 'Please enter a project code' }).min(
    1,
    'Please enter a project code',
  ),
});

export const emailPdfBody = z.object({
  email: textField().trim().min(1, 'Enter an email address').pipe(emailField),
});

/** Dockets per ZIP export: a large project's month (40 workers × 22 working days = 880) fits. */
export const EXPORT_MAX_DOCKETS = 1000;

export const exportBody = z.object({
  timesheetIds: z
    .array(id, { message: 'Please select at least one docket to export.' })
    .min(1, 'Please select at least one docket to export.')
    .max(
      EXPORT_MAX_DOCKETS,
      `You can export up to ${EXPORT_MAX_DOCKETS.toLocaleString('en-AU')} dockets at a time. Select fewer and export them in parts.`,
    ),
  projectCode: limitedText('Project code', 20).optional(),
});

/** POST /api/timesheets/:id/send-approval-email: `not_sent` when no mail server is set up (the request is saved). */
export const approvalEmailReply = messageReply.extend({ status: z.enum(EMAIL_STATUSES) });

/** GET /api/verify/:hash: the SHA-256 fingerprint printed on an approved docket's PDF. */
export const verifyParams = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'A fingerprint is 64 hexadecimal characters'),
});
/** An approved docket has this fingerprint: only what the PDF already shows. */
export const verifiedReply = z.object({
  valid: z.literal(true),
  project: z.string().nullable(),
  date: z.string(),
  status: z.string(),
});
/** No approved docket has it (changed after approval, or never approved). */
export const notVerifiedReply = messageReply.extend({
  valid: z.literal(false),
  code: z.literal(ErrorCode.NOT_FOUND),
});

/** An e-mailed PDF: `not_sent` when no mail server is set up (the PDF is logged, not delivered). */
export const emailPdfReply = messageReply.extend({ status: z.enum(EMAIL_STATUSES) });
