import { z } from 'zod';
import { defineRoutes } from '../api/route';
import { XERO_WEBHOOK_ANSWER_SECONDS } from './sync-schemas';

const tag = 'Xero accounting';

/** What a reconcile run found: invoices Xero returned, how many of the product's changed, when it ran. */
export const reconcileReply = z
  .object({
    read: z.number().int(),
    changed: z.number().int(),
    at: z.date(),
  })
  .meta({ id: 'XeroReconcileResult' });
export type ReconcileReply = z.infer<typeof reconcileReply>;

/** Payments come back from Xero (issue 27): its webhook, and the reconcile run on demand. */
export const xeroSyncRoutes = defineRoutes({
  xeroWebhook: {
    method: 'POST',
    path: '/api/xero/webhooks',
    summary: `Xero's webhook deliveries (and its intent-to-receive check): answered within ${XERO_WEBHOOK_ANSWER_SECONDS} s with an empty 200 once the signature is right, 401 otherwise; each event is kept once and only a notice: the invoice is then read from Xero's API by a background job`,
    tag,
    access: 'public',
    publicBecause:
      'x-xero-signature: base64 HMAC-SHA256 of the raw body with the webhook key (XERO_WEBHOOK_KEY), compared in constant time; without it nothing is stored and nothing useful is said',
    reply: { 200: z.undefined().describe('An empty body') },
  },
  reconcileXero: {
    method: 'POST',
    path: '/api/xero/reconcile',
    plan: 'pro',
    summary:
      "'Check payments now': reads the invoices Xero changed since the last run (If-Modified-Since, paged) and stores the status and payments of those the product made; 409 when Xero is not connected or has expired",
    tag,
    access: 'xero.accounting',
    reply: { 200: reconcileReply },
  },
});
