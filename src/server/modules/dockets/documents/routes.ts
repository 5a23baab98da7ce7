import { and, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { documentsRoutes as api } from '../../../../shared/dockets/documents-routes';
import { can } from '../../../../shared/roles';
import { actorOf } from '../../../access/guard';
import { dockets } from '../../../db/schema';
import { badRequest, notFound } from '../../../errors';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { sendEmail } from '../../email/service';
import { findDocket, findDocketForGrant, visibleDockets } from '../access';
import { docketColumnsWithoutSignature } from '../views';
import { visibleToGrant } from '../../../access/grants';
import { createForemanAccess } from '../foreman-access/service';
import { createExportSlots } from './export-slots';
import { docketPdf, zipName, zipOfDockets, type DocketKey } from './service';

const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf);

export const documentsModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;
  const access = createForemanAccess(db, ctx.limits.codes);
  const appUrl = ctx.config.appUrl;
  const pdfOptions = (money: boolean) => ({ money, appUrl, renderer: ctx.pdf, files: ctx.files });
  const slots = createExportSlots();

  serve(app, api.docketPdf, async (request, reply) => {
    if (request.actor) {
      const docket = await findDocket(db, request.actor, request.params.id);
      const { pdf, fileName } = await docketPdf(
        db,
        docket,
        pdfOptions(can(request.actor.role, 'money.read')),
      );
      return sendPdf(reply, pdf, fileName);
    }
    const grant = await access.grantFor(request, request.query.projectCode);
    const docket = await findDocketForGrant(db, grant, request.params.id);
    const { pdf, fileName } = await docketPdf(db, docket, pdfOptions(false));
    return sendPdf(reply, pdf, fileName);
  });

  serve(app, api.emailDocketPdf, async (request) => {
    const actor = actorOf(request);
    const docket = await findDocket(db, actor, request.params.id);
    const { pdf, fileName } = await docketPdf(db, docket, pdfOptions(can(actor.role, 'money.read')));
    const log = await sendEmail(ctx, {
      sender: actor,
      companyId: actor.companyId,
      type: 'docket_pdf',
      to: request.body.email,
      related: { type: 'timesheet', id: docket.id },
      attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
      content: {
        subject: `Daily docket ${docket.date} (#${docket.id})`,
        heading: 'Daily docket attached',
        paragraphs: [
          `The daily docket for ${docket.date} is attached as a PDF.`,
          'Reply to this e-mail if anything on it needs a second look.',
        ],
      },
    });
    if (log.status === 'failed')
      throw badRequest(`The e-mail could not be sent: ${log.errorMessage ?? 'mail server error'}`);
    if (log.status === 'not_sent')
      return {
        message: 'Timesheet PDF saved, not delivered: no mail server is set up',
        status: log.status,
      };
    return { message: 'Timesheet PDF sent successfully', status: log.status };
  });

  /**
   * Every docket asked for must be one the caller may see: otherwise it does not exist for them.
   * The export holds one of the holder's and the installation's slots until its reply closes.
   */
  const streamZip = async (
    reply: FastifyReply,
    holder: string,
    asked: number[],
    rows: DocketKey[],
    money: boolean,
  ) => {
    if (rows.length !== new Set(asked).size) throw notFound('Docket');
    const name = await zipName(db, rows);
    const release = slots.take(holder);
    const done = new AbortController();
    reply.raw.once('close', () => {
      release();
      done.abort();
    });
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${name}"`);
    return reply.send(zipOfDockets(db, rows, pdfOptions(money), done.signal));
  };

  serve(app, api.exportPdfs, async (request, reply) => {
    const actor = actorOf(request);
    const rows = await db
      .select(docketColumnsWithoutSignature)
      .from(dockets)
      .where(and(visibleDockets(db, actor), inArray(dockets.id, request.body.timesheetIds)));
    const holder = `user:${actor.userId}`;
    return streamZip(reply, holder, request.body.timesheetIds, rows, can(actor.role, 'money.read'));
  });

  serve(app, api.exportPdfsForeman, async (request, reply) => {
    const grant = await access.grantFor(request, request.body.projectCode);
    const rows = await db
      .select(docketColumnsWithoutSignature)
      .from(dockets)
      .where(and(visibleToGrant(grant), inArray(dockets.id, request.body.timesheetIds)));
    const holder = grant.id ? `grant:${grant.id}` : `code:${grant.projectId}`;
    return streamZip(reply, holder, request.body.timesheetIds, rows, false);
  });
};
