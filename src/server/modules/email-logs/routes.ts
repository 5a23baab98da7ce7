import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { EMAIL_STATUSES } from '../../../shared/email-delivery';
import { actorOf } from '../../access/guard';
import { requires } from '../../access/route-access';
import { emailLogs } from '../../db/schema';
import type { AppModule } from '../../http/module';

export const emailLogReply = z.object({
  id: z.number(),
  status: z.string(),
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

/** Every e-mail the company's use of the product produced, newest first, with its text (one-time links removed). */
export const emailLogsModule: AppModule = (app, { database: { db } }) => {
  app.get(
    '/api/admin/email-logs',
    {
      config: requires('emailLogs.read'),
      schema: {
        querystring: z.object({
          status: z.enum(EMAIL_STATUSES).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(200),
        }),
        response: { 200: z.array(emailLogReply) },
      },
    },
    (request) => {
      const { status, limit } = request.query;
      return db
        .select()
        .from(emailLogs)
        .where(
          and(
            eq(emailLogs.companyId, actorOf(request).companyId),
            status ? eq(emailLogs.status, status) : undefined,
          ),
        )
        .orderBy(desc(emailLogs.createdAt), desc(emailLogs.id))
        .limit(limit);
    },
  );
};
