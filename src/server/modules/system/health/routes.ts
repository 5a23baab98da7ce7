import { systemRoutes as api } from '../../../../shared/system/routes';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { recentBackupStatus } from '../backup/status';

export const healthModule: AppModule = (app, { config, database }) => {
  serve(app, api.health, async () => {
    await database.db.execute('select 1');
    const last = await recentBackupStatus(config.backupDir);
    const backup = last
      ? { lastAt: last.at, result: last.result }
      : { lastAt: null, result: 'none' as const };
    return { status: 'ok' as const, database: database.driver, backup };
  });
  serve(app, api.openApi, () => app.swagger() as unknown as Record<string, unknown>);
};
