import { z } from 'zod';
import { inviteSignupBody } from '../../../shared/schemas/auth';
import { createInvitationBody } from '../../../shared/schemas/invitations';
import { INVITATION_ROLES } from '../../../shared/roles';
import { messageReply, sessionReply } from '../../../shared/schemas/users';
import { actorOf } from '../../access/guard';
import { publicRoute, requires } from '../../access/route-access';
import type { AppModule } from '../../http/module';
import { companyParams, idParams } from '../../http/params';
import { MINUTE, perClient } from '../../http/rate-limit';
import { EMAIL_STATUSES } from '../../../shared/email-delivery';
import { createInvitationService, INVALID_INVITATION } from './service';

const invitationReply = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(INVITATION_ROLES),
  invitedById: z.number().nullable(),
  createdAt: z.date(),
  expiresAt: z.date(),
});
/** Create and resend say whether the mail was delivered or only kept (no mail server: not_sent). */
const sentInvitationReply = invitationReply.extend({ emailStatus: z.enum(EMAIL_STATUSES) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const manage = requires('invitations.manage');

export const invitationsModule: AppModule = (app, ctx) => {
  const invitations = createInvitationService(ctx);

  app.get(
    '/api/companies/:companyId/invitations',
    { config: manage, schema: { params: companyParams, response: { 200: z.array(invitationReply) } } },
    (request) => invitations.list(actorOf(request)),
  );

  app.post(
    '/api/companies/:companyId/invitations',
    {
      config: manage,
      schema: {
        params: companyParams,
        body: createInvitationBody,
        response: { 201: sentInvitationReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invitations.create(actorOf(request), request.body)),
  );

  app.post(
    '/api/invitations/:id/resend',
    { config: manage, schema: { params: idParams, response: { 200: sentInvitationReply } } },
    (request) => invitations.resend(actorOf(request), request.params.id),
  );

  app.post(
    '/api/invitations/:id/link',
    {
      config: manage,
      schema: { params: idParams, response: { 200: z.object({ url: z.string(), expiresAt: z.date() }) } },
    },
    (request) => invitations.copyLink(actorOf(request), request.params.id),
  );

  app.delete(
    '/api/invitations/:id',
    { config: manage, schema: { params: idParams, response: { 200: messageReply } } },
    async (request) => {
      await invitations.cancel(actorOf(request), request.params.id);
      return { message: 'Invitation cancelled' };
    },
  );

  app.get(
    '/api/invitations/validate/:token',
    {
      config: publicRoute,
      onRequest: perClient(
        ctx.limits.store,
        'invitation-check-client',
        60,
        15 * MINUTE,
        'Too many attempts. Please wait 15 minutes and try again.',
      ),
      schema: {
        params: tokenParams,
        response: {
          200: z.object({
            valid: z.literal(true),
            invitation: z.object({
              companyName: z.string(),
              firstName: z.string(),
              lastName: z.string(),
              email: z.string(),
              role: z.enum(INVITATION_ROLES),
            }),
          }),
          404: z.object({ valid: z.literal(false), message: z.string(), code: z.literal('NOT_FOUND') }),
        },
      },
    },
    async (request, reply) => {
      try {
        const { invitation, companyName } = await invitations.findOpen(request.params.token);
        const { firstName, lastName, email, role } = invitation;
        return { valid: true as const, invitation: { companyName, firstName, lastName, email, role } };
      } catch {
        return reply
          .status(404)
          .send({ valid: false as const, message: INVALID_INVITATION, code: 'NOT_FOUND' as const });
      }
    },
  );

  app.post(
    '/api/auth/signup-invite/:token',
    {
      config: publicRoute,
      onRequest: perClient(
        ctx.limits.store,
        'invitation-signup-client',
        20,
        15 * MINUTE,
        'Too many attempts. Please wait 15 minutes and try again.',
      ),
      schema: { params: tokenParams, body: inviteSignupBody, response: { 201: sessionReply } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await invitations.accept(request.params.token, request.body, {
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      ),
  );
};
