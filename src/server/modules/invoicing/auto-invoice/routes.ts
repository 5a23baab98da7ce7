import { xeroAutoInvoiceRoutes as api } from '../../../../shared/xero/auto-invoice-routes';
import { actorOf } from '../../../access/guard';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { listBatches } from './batches';
import { AUTO_INVOICE_DOCKET_JOB, type DocketInvoiceJob } from '../../../jobs/auto-invoice-docket';
import { invoiceApprovedDocket, runCompany, sweepAutoInvoices } from './run';
import { readAutoInvoiceSettings, saveAutoInvoiceSettings } from './settings';

/** The hourly pass of the automatic invoices: a week is invoiced within the hour after it ends. */
export const AUTO_INVOICE_WEEKLY_JOB = 'xero-auto-invoice-weekly';
export const AUTO_INVOICE_CRON = '7 * * * *';

/** Automatic Xero invoices (issue 27): the settings, the list, 'Send now', and the two jobs. */
export const xeroAutoInvoiceModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;
  ctx.jobs.define(AUTO_INVOICE_WEEKLY_JOB, () => sweepAutoInvoices(ctx, ctx.now()), {
    cron: AUTO_INVOICE_CRON,
    retryLimit: 0,
    expireInSeconds: 30 * 60,
  });
  ctx.jobs.define<DocketInvoiceJob>(
    AUTO_INVOICE_DOCKET_JOB,
    (job) => invoiceApprovedDocket(ctx, job.data.companyId, job.data.docketId),
    { retryLimit: 10, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 15 * 60 },
  );

  serve(app, api.getAutoInvoiceSettings, (request) =>
    readAutoInvoiceSettings(db, actorOf(request).companyId),
  );
  serve(app, api.saveAutoInvoiceSettings, (request) =>
    saveAutoInvoiceSettings(db, actorOf(request), request.body),
  );
  serve(app, api.listAutoInvoices, async (request) => ({
    batches: await listBatches(db, actorOf(request).companyId, request.query),
  }));
  serve(app, api.runAutoInvoices, async (request) => {
    const { companyId } = actorOf(request);
    const run = await runCompany(ctx, companyId, ctx.now(), { retryFailed: true });
    const batches = run.batchIds.length ? await listBatches(db, companyId, { ids: run.batchIds }) : [];
    return { weekStart: run.weekStart, batches };
  });
};
