import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { textField } from '../../../shared/schemas/fields';
import { messageReply } from '../../../shared/schemas/users';
import { actorOf } from '../../access/guard';
import { requires } from '../../access/route-access';
import { appVersions, users } from '../../db/schema';
import type { AppModule } from '../../http/module';

const versionReply = z.object({
  id: z.number(),
  version: z.string(),
  deployedAt: z.date(),
  releaseNotes: z.string().nullable(),
  features: z.array(z.string()),
  deployedBy: z.string().nullable(),
  buildNumber: z.string().nullable(),
});

/** Released versions, newest first: the update banner compares the first with the user's. */
export const versionsModule: AppModule = (app, { database: { db } }) => {
  app.get(
    '/api/versions',
    { config: requires('versions.read'), schema: { response: { 200: z.array(versionReply) } } },
    () => db.select().from(appVersions).orderBy(desc(appVersions.deployedAt), desc(appVersions.id)).limit(20),
  );

  app.put(
    '/api/auth/me/app-version',
    {
      config: requires('session.use'),
      schema: {
        body: z.object({ version: textField().trim().min(1).max(50) }),
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await db
        .update(users)
        .set({ currentAppVersion: request.body.version, lastVersionUpdate: new Date() })
        .where(eq(users.id, actorOf(request).userId));
      return { message: 'Version recorded' };
    },
  );
};
