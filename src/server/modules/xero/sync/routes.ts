import { xeroSyncRoutes as api } from '../../../../shared/xero/sync-routes';
import { actorOf } from '../../../access/guard';
import { badRequest, unauthorized } from '../../../errors';
import type { AppModule } from '../../../http/module';
import { MINUTE, perClient } from '../../../http/rate-limit';
import { serve } from '../../../http/serve';
import { RECONCILE_JOB, WEBHOOK_EVENT_JOB, type WebhookEventJob } from './job-names';
import { processWebhookEvent } from './process-event';
import { receiveXeroEvents } from './receive';
import { reconcileAll } from './reconcile-all';
import { runReconcile } from './reconcile';
import { isSignedByXero } from './signature';
import { readWebhookBody } from './webhook-body';

/** What a refused delivery is told: nothing about why. */
const NOT_SIGNED = 'Not signed by Xero';

/** The zone the schedule is read in: the server's (TZ), as the retention and backup schedules are. */
const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Payments come back from Xero (issue 27): Xero's webhook, the job reading each event's invoice, the
 * scheduled reconcile (XERO_RECONCILE_SCHEDULE) and 'Check payments now'.
 */
export const xeroSyncModule: AppModule = async (app, ctx) => {
  ctx.jobs.define<WebhookEventJob>(
    WEBHOOK_EVENT_JOB,
    (job) => processWebhookEvent(ctx, job.data.eventId, job.retryCount >= job.retryLimit),
    { retryLimit: 6, retryDelay: 30, retryBackoff: true, retryDelayMax: 1800, expireInSeconds: 300 },
  );
  const schedule = ctx.config.xeroReconcileSchedule;
  ctx.jobs.define(
    RECONCILE_JOB,
    async ({ signal }) => void (await reconcileAll(ctx, app.log, signal)),
    // A failed run is the next run's work.
    schedule
      ? { cron: schedule, tz: serverTimeZone(), retryLimit: 0, expireInSeconds: 3600 }
      : { cron: null },
  );

  serve(app, api.reconcileXero, (request) => runReconcile(ctx, actorOf(request).companyId));

  // Xero signs the exact bytes it sent: in this route's own scope every body stays a Buffer.
  const limit = perClient(
    ctx.limits.store,
    'xero-webhook-client',
    600,
    MINUTE,
    'Too many webhook requests from this address.',
  );
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, raw, done) => done(null, raw));
    serve(
      scope,
      api.xeroWebhook,
      async (request, reply) => {
        const startedAt = Date.now();
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const key = ctx.config.xero.webhookKey;
        if (!isSignedByXero(raw, request.headers['x-xero-signature'], key)) {
          // Why, in a word, and the size: never the body, the signature or the key.
          const reason = !key ? 'no XERO_WEBHOOK_KEY on this server' : 'signature missing or wrong';
          request.log.warn({ reason, bytes: raw.length }, 'Xero webhook refused');
          throw unauthorized(NOT_SIGNED);
        }
        const events = readWebhookBody(raw);
        if (!events) {
          request.log.warn({ bytes: raw.length }, 'Xero webhook signed but not a webhook body');
          throw badRequest('Not a Xero webhook body');
        }
        const received = await receiveXeroEvents(ctx, events, startedAt);
        request.log.info({ xeroWebhook: received }, 'Xero webhook');
        return reply.code(200).send();
      },
      { onRequest: limit },
    );
  });
};
