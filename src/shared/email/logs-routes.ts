import { z } from 'zod';
import { EMAIL_STATUSES } from './delivery';
import { wholeNumberField } from '../schemas/decimal';
import { defineRoutes } from '../api/route';

const tag = 'E-mail log';

/** One e-mail the product produced, with its text (one-time links removed). */
export const emailLogReply = z.object({
  id: z.number(),
  status: z.enum(EMAIL_STATUSES),
  emailType: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  relatedEntityType: z.string().nullable(),
  relatedEntityId: z.number().nullable(),
  errorMessage: z.string().nullable(),
  requestPayload: z.record(z.string(), z.unknown()).nullable(),
  providerResponse: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.date(),
});

export const emailLogsQuery = z.object({
  status: z.enum(EMAIL_STATUSES).optional(),
  limit: wholeNumberField(1, 500, 'The limit is a whole number from 1 to 500').default(200),
});

/** Every e-mail the company's use of the product produced (Admin → Email Logs). */
export const emailLogsRoutes = defineRoutes({
  listEmailLogs: {
    method: 'GET',
    path: '/api/admin/email-logs',
    summary: "The company's e-mails, newest first, optionally of one delivery status",
    tag,
    access: 'emailLogs.read',
    query: emailLogsQuery,
    reply: { 200: z.array(emailLogReply) },
  },
});
