import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { companyExportRoutes as api } from '../../shared/company/export-routes';
import { actorOf } from '../access/guard';
import { AppError, conflict, notFound } from '../errors';
import { idempotent } from '../http/idempotency';
import type { AppModule } from '../http/module';
import { serve } from '../http/serve';
import { exportFile } from './files';
import { runExport } from './job';
import {
  EXPIRED_MESSAGE,
  EXPORT_JOB,
  expire,
  exportView,
  listExports,
  ownExport,
  startExport,
  sweepExpired,
  type ExportJob,
} from './service';

const fileExists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A company's own export (issue 25): start it, follow it, download it (its requester only). */
export const companyExportModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;
  // A stop mid-way is an attempt (the export starts again from the beginning).
  ctx.jobs.define<ExportJob>(EXPORT_JOB, (job) => runExport(ctx, job), {
    expireInSeconds: 6 * 60 * 60,
    retryLimit: 3,
    retryDelay: 5,
  });

  serve(app, api.startCompanyExport, async (request, reply) => {
    const actor = actorOf(request);
    // Before the start's transaction: the sweep writes through the pool (on PGlite, one connection).
    await sweepExpired(ctx, ctx.now());
    const sent = await idempotent(db, actor, request, reply, (tx) => startExport(ctx, tx, actor, ctx.now()));
    ctx.jobs.wake(EXPORT_JOB);
    return sent;
  });
  serve(app, api.listCompanyExports, (request) => listExports(db, actorOf(request), ctx.now()));
  serve(app, api.getCompanyExport, async (request) =>
    exportView(await ownExport(db, actorOf(request), request.params.exportId), ctx.now()),
  );

  /** Past its expiry the file is deleted there and then, and the export is not found. */
  serve(app, api.downloadCompanyExport, async (request, reply) => {
    const row = await ownExport(db, actorOf(request), request.params.exportId);
    const view = exportView(row, ctx.now());
    if (view.status === 'expired') {
      if (row.status === 'ready') await expire(ctx, row.id);
      throw new AppError('NOT_FOUND', EXPIRED_MESSAGE);
    }
    if (view.status !== 'ready') throw conflict('This export is not ready yet');
    const file = exportFile(ctx.config, row.id);
    if (!(await fileExists(file))) throw notFound('Export file');
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', String(row.sizeBytes))
      .header('content-disposition', `attachment; filename="${row.fileName}"`)
      .send(createReadStream(file));
  });
};
