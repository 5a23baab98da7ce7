import { z } from 'zod';
import { ErrorCode } from '../api/error-codes';
import { EMAIL_STATUSES } from '../email/delivery';
import { INVITATION_ROLES } from '../roles';
import { emailField, limitedText, tooLongMessage } from '../schemas/fields';

export const createInvitationBody = z.object({
  email: emailField,
  firstName: limitedText('First name', 100).min(1, 'First name is required'),
  lastName: limitedText('Last name', 100).min(1, 'Last name is required'),
  role: z.enum(INVITATION_ROLES, { message: 'Role is required' }),
});
export type CreateInvitation = z.infer<typeof createInvitationBody>;

/** A pending invitation as the back office sees it. */
export const invitationReply = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(INVITATION_ROLES),
  invitedById: z.number().nullable(),
  createdAt: z.date(),
  expiresAt: z.date(),
});
/** Create and resend say whether the mail was delivered or only kept (no mail server: not_sent). */
export const sentInvitationReply = invitationReply.extend({ emailStatus: z.enum(EMAIL_STATUSES) });
export const invitationLinkReply = z.object({ url: z.string(), expiresAt: z.date() });

export const tokenParams = z.object({ token: z.string().min(1).max(200, tooLongMessage('Token', 200)) });

/** GET /api/invitations/validate/:token: 200 when the invitation is open, 404 when not. */
export const validInvitationReply = z.object({
  valid: z.literal(true),
  invitation: z.object({
    companyName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(INVITATION_ROLES),
  }),
});
export const invalidInvitationReply = z.object({
  valid: z.literal(false),
  message: z.string(),
  code: z.literal(ErrorCode.NOT_FOUND),
});
