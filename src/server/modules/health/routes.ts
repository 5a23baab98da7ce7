import { z } from 'zod';
import { publicRoute } from '../../access/route-access';
import type { AppModule } from '../../http/module';

const healthReply = z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) });

export const healthModule: AppModule = (app, { database }) => {
  app.get('/api/health', { config: publicRoute, schema: { response: { 200: healthReply } } }, async () => {
    await database.db.execute('select 1');
    return { status: 'ok' as const, database: database.driver };
  });
};
