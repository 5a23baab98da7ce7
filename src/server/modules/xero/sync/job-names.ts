/** The queue of webhook events whose invoice is still to be read from Xero. */
export const WEBHOOK_EVENT_JOB = 'xero-webhook-event';
export type WebhookEventJob = { eventId: number };

/** The queue pg-boss's cron sends the reconcile of every connected company to (XERO_RECONCILE_SCHEDULE). */
export const RECONCILE_JOB = 'xero-reconcile';
