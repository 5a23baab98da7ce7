import { z } from 'zod';
import { publicRoute } from '../../access/route-access';
import type { AppModule } from '../../http/module';

/**
 * What the public pages show from configuration: how to reach support, and whether this
 * installation delivers e-mail at all (SMTP_URL set). The sign-in screen's 'Forgot your password'
 * cannot be told per request whether its mail went out (that would reveal whether the account
 * exists), so it reads this instead of claiming a link was sent when none can be.
 */
export const publicConfigModule: AppModule = (app, { config, mailer }) => {
  app.get(
    '/api/public-config',
    {
      config: publicRoute,
      schema: {
        response: {
          200: z.object({ supportPhone: z.string(), supportEmail: z.string(), mailDelivery: z.boolean() }),
        },
      },
    },
    () => ({
      supportPhone: config.supportPhone,
      supportEmail: config.supportEmail,
      mailDelivery: mailer.configured,
    }),
  );
};
