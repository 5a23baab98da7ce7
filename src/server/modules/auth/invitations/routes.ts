import { invitationsRoutes as api } from '../../../../shared/auth/invitations-routes';
import { actorOf } from '../../../access/guard';
import type { AppModule } from '../../../http/module';
import { MINUTE, perClient } from '../../../http/rate-limit';
import { serve } from '../../../http/serve';
import { createInvitationService, INVALID_INVITATION } from './service';

export const invitationsModule: AppModule = async (app, ctx) => {
  const invitations = createInvitationService(ctx);

  serve(app, api.listInvitations, (request) => invitations.list(actorOf(request)));

  serve(app, api.createInvitation, async (request, reply) =>
    reply.status(201).send(await invitations.create(actorOf(request), request.body)),
  );

  serve(app, api.resendInvitation, (request) => invitations.resend(actorOf(request), request.params.id));

  serve(app, api.invitationLink, (request) => invitations.copyLink(actorOf(request), request.params.id));

  serve(app, api.cancelInvitation, async (request) => {
    await invitations.cancel(actorOf(request), request.params.id);
    return { message: 'Invitation cancelled' };
  });

  const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';
  const checkLimit = perClient(ctx.limits.store, 'invitation-check-client', 60, 15 * MINUTE, TOO_MANY);
  const signupLimit = perClient(ctx.limits.store, 'invitation-signup-client', 20, 15 * MINUTE, TOO_MANY);

  serve(
    app,
    api.validateInvitation,
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
    { onRequest: checkLimit },
  );

  serve(
    app,
    api.inviteSignup,
    async (request, reply) =>
      reply.status(201).send(
        await invitations.accept(request.params.token, request.body, {
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      ),
    { onRequest: signupLimit },
  );
};
