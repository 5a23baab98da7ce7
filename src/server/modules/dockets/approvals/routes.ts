import { approvalsRoutes as api } from '../../../../shared/dockets/approvals-routes';
import { actorOf } from '../../../access/guard';
import { answered } from '../../../http/idempotency';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { assertMailAllowance } from '../../email/cap';
import { sendEmail } from '../../email/service';
import { recordDelivery } from '../events';
import { docketView } from '../views';
import { findDocketForGrant } from '../access';
import { createForemanAccess } from '../foreman-access/service';
import { sealAttachments } from './approve';
import { approveWithGrant } from './grant-approval';
import { approveSignedIn, assignForeman, prepareApprovalRequest, unlinkForeman } from './service';
import { verifyHash } from './verify';
import { queueDocketInvoice, wakeDocketInvoices } from '../../../jobs/auto-invoice-docket';

export const approvalsModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;
  const access = createForemanAccess(db, ctx.limits.codes);

  serve(app, api.assignForeman, async (request) => {
    const actor = actorOf(request);
    const docket = await db.transaction((tx) =>
      assignForeman(tx, actor, request.params.id, request.body.foremanId),
    );
    return docketView(db, actor, docket);
  });
  serve(app, api.unlinkForeman, async (request) => {
    const actor = actorOf(request);
    const docket = await db.transaction((tx) => unlinkForeman(tx, actor, request.params.id));
    return docketView(db, actor, docket);
  });
  serve(app, api.sendApprovalEmail, async (request) => {
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
  });
  // A repeated Idempotency-Key (a double press) gets the first approval's reply, not 'already approved'.
  serve(app, api.approve, async (request, reply) => {
    let queued = false;
    const seal = await sealAttachments(db, ctx.files, {
      companyId: actorOf(request).companyId,
      docketId: request.params.id,
    });
    const sent = await answered(db, request, reply, (conn, actor) =>
      conn.transaction(async (tx) => {
        const docket = await approveSignedIn(tx, actor, request.params.id, request.body, seal);
        queued = await queueDocketInvoice(ctx.jobs, tx, docket);
        return docketView(tx, actor, docket);
      }),
    );
    wakeDocketInvoices(ctx.jobs, queued);
    return sent;
  });
  serve(app, api.foremanApprove, async (request) => {
    const grant = await access.grantFor(request, request.body.projectCode);
    let queued = false;
    const seal = await sealAttachments(db, ctx.files, {
      companyId: grant.companyId,
      docketId: request.params.id,
    });
    const docket = await db.transaction(async (tx) => {
      const opened = await findDocketForGrant(tx, grant, request.params.id);
      queued = await queueDocketInvoice(
        ctx.jobs,
        tx,
        await approveWithGrant(tx, grant, opened, request.body, seal),
      );
      return opened;
    });
    wakeDocketInvoices(ctx.jobs, queued);
    return docketView(db, { money: false }, docket);
  });
  serve(app, api.verify, async (request, reply) => {
    const found = await verifyHash(db, ctx.files, request.params.hash);
    if (!found)
      return reply.status(404).send({
        valid: false as const,
        message: 'No approved docket has this fingerprint. It may have been changed after approval.',
        code: 'NOT_FOUND' as const,
      });
    return { valid: true as const, ...found };
  });
};
