import { z } from 'zod';
import { publicRoute } from '../../access/route-access';
import type { AppModule } from '../../http/module';

/** What the public pages show from configuration: how to reach support. */
export const publicConfigModule: AppModule = (app, { config }) => {
  app.get(
    '/api/public-config',
    {
      config: publicRoute,
      schema: { response: { 200: z.object({ supportPhone: z.string(), supportEmail: z.string() }) } },
    },
    () => ({ supportPhone: config.supportPhone, supportEmail: config.supportEmail }),
  );
};
