import { z } from 'zod';
import {
  checkUsernameQuery,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from '../../../shared/schemas/auth';
import { meReply, messageReply, sessionReply } from '../../../shared/schemas/users';
import { actorOf } from '../../access/guard';
import { publicRoute, requires } from '../../access/route-access';
import { revokeSession } from '../../access/sessions';
import type { AppModule } from '../../http/module';
import { MINUTE, perClient } from '../../http/rate-limit';
import { attemptOf } from '../../access/attempts';
import { createAfterReply } from '../email/after-reply';
import { createAuthService, type ClientMeta } from './service';
import { loadUserAndCompany } from './views';
import type { FastifyRequest } from 'fastify';

export const FORGOT_PASSWORD_REPLY =
  'If an account with that email exists, a password reset link has been sent.';

const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authModule: AppModule = (app, ctx) => {
  const auth = createAuthService(ctx);
  const afterReply = createAfterReply(app);
  const db = ctx.database.db;

  app.post(
    '/api/auth/login',
    { config: publicRoute, schema: { body: loginBody, response: { 200: sessionReply } } },
    (request) => auth.login(request.body, clientMeta(request), attemptOf(request)),
  );

  app.post(
    '/api/auth/register',
    {
      config: publicRoute,
      onRequest: perClient(
        ctx.limits.store,
        'register-client',
        10,
        60 * MINUTE,
        'Too many sign-ups from this address. Please try again later.',
      ),
      schema: { body: registerBody, response: { 201: sessionReply } },
    },
    async (request, reply) =>
      reply.status(201).send(await auth.register(request.body, clientMeta(request), attemptOf(request))),
  );

  app.get(
    '/api/auth/me',
    { config: requires('session.use'), schema: { response: { 200: meReply } } },
    (request) => loadUserAndCompany(db, actorOf(request).userId),
  );

  app.post(
    '/api/auth/logout',
    { config: requires('session.use'), schema: { response: { 200: messageReply } } },
    async (request) => {
      await revokeSession(db, actorOf(request).sessionId);
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/api/auth/check-username',
    {
      config: publicRoute,
      onRequest: perClient(
        ctx.limits.store,
        'check-username-client',
        300,
        10 * MINUTE,
        'Too many username checks. Please wait a few minutes.',
      ),
      schema: { querystring: checkUsernameQuery, response: { 200: z.object({ available: z.boolean() }) } },
    },
    async (request) => ({ available: await auth.isUsernameAvailable(request.query.username) }),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: publicRoute,
      onResponse: afterReply.onResponse,
      schema: { body: forgotPasswordBody, response: { 200: messageReply } },
    },
    async (request) => {
      afterReply.later(request, await auth.forgotPassword(request.body.email, clientMeta(request)));
      return { message: FORGOT_PASSWORD_REPLY };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: publicRoute, schema: { body: resetPasswordBody, response: { 200: messageReply } } },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.newPassword);
      return { message: 'Your password has been reset. You can now sign in with your new password.' };
    },
  );
};
