import { and, desc, eq } from 'drizzle-orm';
import { emailLogsRoutes as api } from '../../../../shared/email/logs-routes';
import { actorOf } from '../../../access/guard';
import { emailLogs } from '../../../db/schema';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';

/** Every e-mail the company's use of the product produced, newest first, with its text (one-time links removed). */
export const emailLogsModule: AppModule = (app, { database: { db } }) => {
  serve(app, api.listEmailLogs, (request) => {
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
  });
};
