import { systemRoutes as api } from '../../../../shared/system/routes';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';

export const healthModule: AppModule = (app, { database }) => {
  serve(app, api.health, async () => {
    await database.db.execute('select 1');
    return { status: 'ok' as const, database: database.driver };
  });
  serve(app, api.openApi, () => app.swagger() as unknown as Record<string, unknown>);
};
