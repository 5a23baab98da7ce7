import { systemRoutes as api } from '../../../../shared/system/routes';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';

/**
 * What the public pages show from configuration: how to reach support, and whether this
 * installation delivers e-mail at all (SMTP_URL set). The sign-in screen's 'Forgot your password'
 * cannot be told per request whether its mail went out (that would reveal whether the account
 * exists), so it reads this instead of claiming a link was sent when none can be.
 */
export const publicConfigModule: AppModule = (app, { config, mailer }) => {
  serve(app, api.publicConfig, () => ({
    supportPhone: config.supportPhone,
    supportEmail: config.supportEmail,
    mailDelivery: mailer.configured,
  }));
};
