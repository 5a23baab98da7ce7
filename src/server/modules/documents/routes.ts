import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { emailPdfBody, exportBody } from '../../../shared/schemas/approvals';
import { messageReply } from '../../../shared/schemas/users';
import { can } from '../../../shared/roles';
import { actorOf } from '../../access/guard';
import { publicRoute, requires } from '../../access/route-access';
import { dockets } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { AppModule } from '../../http/module';
import { idParams } from '../../http/params';
import { sendEmail } from '../email/service';
import { findDocket, visibleDockets } from '../dockets/access';
import { createForemanAccess, docketForGrant, FOREMAN_STATUSES } from '../foreman-access/service';
import { docketPdf, zipName, zipOfDockets } from './service';

const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf);

export const documentsModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;
  const access = createForemanAccess(db);
  const appUrl = ctx.config.appUrl;

  app.get(
    '/api/timesheets/:id/pdf',
    {
      config: publicRoute,
      schema: {
        params: idParams,
        querystring: z.object({
          projectCode: z.string().max(20).optional(),
          grant: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      if (request.actor) {
        const docket = await findDocket(db, request.actor, request.params.id);
        const { pdf, fileName } = await docketPdf(db, docket, {
          money: can(request.actor.role, 'money.read'),
          appUrl,
        });
        return sendPdf(reply, pdf, fileName);
      }
      const grant = await access.grantFor(request, request.query.projectCode);
      const docket = await docketForGrant(db, grant, request.params.id);
      const { pdf, fileName } = await docketPdf(db, docket, { money: false, appUrl });
      return sendPdf(reply, pdf, fileName);
    },
  );

  app.post(
    '/api/timesheets/:id/email',
    {
      config: requires('dockets.read'),
      schema: { params: idParams, body: emailPdfBody, response: { 200: messageReply } },
    },
    async (request) => {
      const actor = actorOf(request);
      const docket = await findDocket(db, actor, request.params.id);
      const { pdf, fileName } = await docketPdf(db, docket, { money: can(actor.role, 'money.read'), appUrl });
      const log = await sendEmail(ctx, {
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
      return { message: 'Timesheet PDF sent successfully' };
    },
  );

  /** Every docket asked for must be one the caller may see: otherwise it does not exist for them. */
  const streamZip = async (
    reply: FastifyReply,
    asked: number[],
    rows: (typeof dockets.$inferSelect)[],
    money: boolean,
  ) => {
    if (rows.length !== new Set(asked).size) throw notFound('Docket');
    const name = await zipName(db, rows);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${name}"`);
    return reply.send(zipOfDockets(db, rows, { money, appUrl }));
  };

  app.post(
    '/api/timesheets/export-pdfs',
    { config: requires('dockets.export'), schema: { body: exportBody } },
    async (request, reply) => {
      const actor = actorOf(request);
      const rows = await db
        .select()
        .from(dockets)
        .where(and(visibleDockets(db, actor), inArray(dockets.id, request.body.timesheetIds)));
      return streamZip(reply, request.body.timesheetIds, rows, can(actor.role, 'money.read'));
    },
  );

  app.post(
    '/api/timesheets/export-pdfs-foreman',
    { config: publicRoute, schema: { body: exportBody } },
    async (request, reply) => {
      const grant = await access.grantFor(request, request.body.projectCode);
      const rows = await db
        .select()
        .from(dockets)
        .where(
          and(
            eq(dockets.projectId, grant.projectId),
            inArray(dockets.status, [...FOREMAN_STATUSES]),
            inArray(dockets.id, request.body.timesheetIds),
          ),
        );
      return streamZip(reply, request.body.timesheetIds, rows, false);
    },
  );
};
