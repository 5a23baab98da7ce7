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
import { createInvitationService, INVALID_INVITATION } from './service';

const invitationReply = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(INVITATION_ROLES),
  createdAt: z.date(),
  expiresAt: z.date(),
});
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
      schema: { params: companyParams, body: createInvitationBody, response: { 201: invitationReply } },
    },
    async (request, reply) =>
      reply.status(201).send(await invitations.create(actorOf(request), request.body)),
  );

  app.post(
    '/api/invitations/:id/resend',
    { config: manage, schema: { params: idParams, response: { 200: invitationReply } } },
    (request) => invitations.resend(actorOf(request), request.params.id),
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
      onRequest: perClient(60, 15 * MINUTE, 'Too many attempts. Please wait 15 minutes and try again.'),
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
          404: z.object({ valid: z.literal(false), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        const { invitation, companyName } = await invitations.findOpen(request.params.token);
        const { firstName, lastName, email, role } = invitation;
        return { valid: true as const, invitation: { companyName, firstName, lastName, email, role } };
      } catch {
        return reply.status(404).send({ valid: false as const, message: INVALID_INVITATION });
      }
    },
  );

  app.post(
    '/api/auth/signup-invite/:token',
    {
      config: publicRoute,
      onRequest: perClient(20, 15 * MINUTE, 'Too many attempts. Please wait 15 minutes and try again.'),
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
