import type { FastifyRequest } from 'fastify';
import { authRoutes as api } from '../../../shared/auth/routes';
import { attemptOf } from '../../access/attempts';
import { actorOf } from '../../access/guard';
import { revokeSession } from '../../access/sessions';
import type { AppModule } from '../../http/module';
import { MINUTE, perClient } from '../../http/rate-limit';
import { serve } from '../../http/serve';
import { createAfterReply } from '../email/after-reply';
import { createAuthService, type ClientMeta } from './service';
import { loadUserAndCompany } from './views';

export const FORGOT_PASSWORD_REPLY =
  'If an account with that email exists, a password reset link has been sent.';

const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authModule: AppModule = async (app, ctx) => {
  const auth = createAuthService(ctx);
  const afterReply = createAfterReply(app);
  const db = ctx.database.db;

  serve(app, api.login, (request) => auth.login(request.body, clientMeta(request), attemptOf(request)));

  serve(
    app,
    api.register,
    async (request, reply) =>
      reply.status(201).send(await auth.register(request.body, clientMeta(request), attemptOf(request))),
    {
      onRequest: perClient(
        ctx.limits.store,
        'register-client',
        10,
        60 * MINUTE,
        'Too many sign-ups from this address. Please try again later.',
      ),
    },
  );

  serve(app, api.me, (request) => loadUserAndCompany(db, actorOf(request).userId));

  serve(app, api.logout, async (request) => {
    await revokeSession(db, actorOf(request).sessionId);
    return { message: 'Signed out' };
  });

  serve(
    app,
    api.checkUsername,
    async (request) => ({ available: await auth.isUsernameAvailable(request.query.username) }),
    {
      onRequest: perClient(
        ctx.limits.store,
        'check-username-client',
        300,
        10 * MINUTE,
        'Too many username checks. Please wait a few minutes.',
      ),
    },
  );

  serve(
    app,
    api.forgotPassword,
    async (request) => {
      afterReply.later(request, await auth.forgotPassword(request.body.email, clientMeta(request)));
      return { message: FORGOT_PASSWORD_REPLY };
    },
    { onResponse: afterReply.onResponse },
  );

  serve(app, api.resetPassword, async (request) => {
    await auth.resetPassword(request.body.token, request.body.newPassword);
    return { message: 'Your password has been reset. You can now sign in with your new password.' };
  });
};
