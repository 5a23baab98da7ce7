import { z } from 'zod';
import { approveBody, foremanApproveBody, foremanChoiceBody } from '../../../shared/schemas/approvals';
import { docketReply } from '../../../shared/schemas/dockets';
import { messageReply } from '../../../shared/schemas/users';
import { actorOf } from '../../access/guard';
import { publicRoute, requires } from '../../access/route-access';
import type { AppModule } from '../../http/module';
import { idParams } from '../../http/params';
import { assertMailAllowance } from '../email/cap';
import { sendEmail } from '../email/service';
import { recordDelivery } from '../dockets/events';
import { docketView } from '../dockets/views';
import { createForemanAccess, docketForGrant } from '../foreman-access/service';
import { approveWithGrant } from './grant-approval';
import { approveSignedIn, assignForeman, prepareApprovalRequest, unlinkForeman } from './service';
import { verifyHash } from './verify';

const read = requires('dockets.read');

export const approvalsModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;
  const access = createForemanAccess(db, ctx.limits.codes);

  app.post(
    '/api/timesheets/:id/assign-foreman',
    { config: read, schema: { params: idParams, body: foremanChoiceBody, response: { 200: docketReply } } },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => assignForeman(tx, actor, request.params.id, request.body.foremanId));
      return docketView(db, actor, request.params.id);
    },
  );
  app.post(
    '/api/timesheets/:id/unlink-foreman',
    { config: read, schema: { params: idParams, response: { 200: docketReply } } },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => unlinkForeman(tx, actor, request.params.id));
      return docketView(db, actor, request.params.id);
    },
  );
  app.post(
    '/api/timesheets/:id/send-approval-email',
    {
      config: read,
      schema: {
        params: idParams,
        body: foremanChoiceBody,
        response: { 200: z.object({ message: z.string(), status: z.string() }) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await assertMailAllowance(db, actor);
      const { mail, eventId } = await db.transaction((tx) =>
        prepareApprovalRequest(ctx.config.appUrl, tx, actor, request.params.id, request.body.foremanId),
      );
      const log = await sendEmail(ctx, { ...mail, sender: actor });
      await recordDelivery(db, eventId, log.status);
      if (log.status === 'not_sent')
        return {
          message: 'Approval request saved, not delivered: no mail server is set up',
          status: log.status,
        };
      return { message: 'Email sent to foreman', status: log.status };
    },
  );
  app.post(
    '/api/timesheets/:id/approve',
    { config: read, schema: { params: idParams, body: approveBody, response: { 200: docketReply } } },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => approveSignedIn(tx, actor, request.params.id, request.body));
      return docketView(db, actor, request.params.id);
    },
  );
  app.post(
    '/api/timesheets/:id/foreman-approve',
    {
      config: publicRoute,
      schema: { params: idParams, body: foremanApproveBody, response: { 200: docketReply } },
    },
    async (request) => {
      const grant = await access.grantFor(request, request.body.projectCode);
      await db.transaction(async (tx) =>
        approveWithGrant(tx, grant, await docketForGrant(tx, grant, request.params.id), request.body),
      );
      return docketView(db, { money: false }, request.params.id);
    },
  );
  app.get(
    '/api/verify/:hash',
    {
      config: publicRoute,
      schema: {
        params: z.object({
          hash: z.string().regex(/^[0-9a-f]{64}$/, 'A fingerprint is 64 hexadecimal characters'),
        }),
        response: {
          200: z.object({
            valid: z.literal(true),
            project: z.string().nullable(),
            date: z.string(),
            status: z.string(),
          }),
          404: messageReply.extend({ valid: z.literal(false), code: z.literal('NOT_FOUND') }),
        },
      },
    },
    async (request, reply) => {
      const found = await verifyHash(db, request.params.hash);
      if (!found)
        return reply.status(404).send({
          valid: false as const,
          message: 'No approved docket has this fingerprint. It may have been changed after approval.',
          code: 'NOT_FOUND' as const,
        });
      return { valid: true as const, ...found };
    },
  );
};
