import path from 'node:path';
import { attachmentsRoutes as api } from '../../../../shared/dockets/attachments/routes';
import { actorOf } from '../../../access/guard';
import { requireGrant } from '../../../access/grants';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { findDocket, findDocketForGrant } from '../access';
import { deleteAttachment, updateAttachment } from './changes';
import { sendAttachmentFile } from './files';
import { attachmentSettings, updateAttachmentSettings } from './settings';
import { createUploadServer, TUS_BODY_TYPE } from './tus';
import { attachmentViews, findAttachment } from './views';

/** Unfinished uploads past their expiry are looked for this often. */
const SWEEP_EVERY_MS = 6 * 3600_000;

/**
 * Photos and files on a docket (issue 28): resumable uploads (tus) behind the access guard, and the
 * reads, caption, removal and settings, each by the docket's own rules.
 */
export const attachmentsModule: AppModule = (app, { config, database: { db }, files }) => {
  const limitBytes = config.storageCompanyLimitBytes;
  const uploads = createUploadServer({
    db,
    files,
    limitBytes,
    directory: path.join(config.dataDir, 'uploads'),
  });
  // A tus PATCH's body is streamed by tus into the partial file: Fastify leaves it unread.
  app.addContentTypeParser(TUS_BODY_TYPE, (_request, _payload, done) => done(null, undefined));
  const sweep = setInterval(() => {
    uploads.removeExpired().catch((err: unknown) => app.log.warn({ err }, 'expired uploads'));
  }, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  const tus = uploads.handle;
  serve(app, api.createUpload, tus);
  serve(app, api.uploadOffset, tus);
  serve(app, api.continueUpload, tus);
  serve(app, api.cancelUpload, tus);

  serve(app, api.listAttachments, async (request) => {
    const docket = await findDocket(db, actorOf(request), request.params.id);
    return attachmentViews(db, docket.id);
  });
  serve(app, api.attachmentFile, async (request, reply) => {
    const { id, attachmentId, rendition } = request.params;
    const docket = await findDocket(db, actorOf(request), id);
    const { row } = await findAttachment(db, docket.id, attachmentId);
    return sendAttachmentFile(files, reply, row, rendition);
  });
  serve(app, api.updateAttachment, (request) =>
    updateAttachment(db, actorOf(request), request.params.id, request.params.attachmentId, request.body),
  );
  serve(app, api.deleteAttachment, async (request) => {
    await deleteAttachment(db, files, actorOf(request), request.params.id, request.params.attachmentId);
    return { message: 'Attachment removed' };
  });

  serve(app, api.foremanAttachments, async (request) => {
    const docket = await findDocketForGrant(db, await requireGrant(db, request), request.params.id);
    return attachmentViews(db, docket.id);
  });
  serve(app, api.foremanAttachmentFile, async (request, reply) => {
    const { id, attachmentId, rendition } = request.params;
    const docket = await findDocketForGrant(db, await requireGrant(db, request), id);
    const { row } = await findAttachment(db, docket.id, attachmentId);
    return sendAttachmentFile(files, reply, row, rendition);
  });

  serve(app, api.attachmentSettings, (request) => attachmentSettings(db, actorOf(request), limitBytes));
  serve(app, api.updateAttachmentSettings, (request) =>
    updateAttachmentSettings(db, actorOf(request), request.body, limitBytes),
  );
};
