import { desc, eq } from 'drizzle-orm';
import { versionsRoutes as api } from '../../../../shared/system/versions-routes';
import { actorOf } from '../../../access/guard';
import { appVersions, users } from '../../../db/schema';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';

/** Released versions, newest first: the update banner compares the first with the user's. */
export const versionsModule: AppModule = (app, { database: { db } }) => {
  serve(app, api.listVersions, () =>
    db.select().from(appVersions).orderBy(desc(appVersions.deployedAt), desc(appVersions.id)).limit(20),
  );

  serve(app, api.recordAppVersion, async (request) => {
    await db
      .update(users)
      .set({ currentAppVersion: request.body.version, lastVersionUpdate: new Date() })
      .where(eq(users.id, actorOf(request).userId));
    return { message: 'Version recorded' };
  });
};
