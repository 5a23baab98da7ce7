import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';

/** XERO_WEBHOOK_KEY and XERO_RECONCILE_SCHEDULE, read at start-up (issue 27). */
describe('the Xero sync settings of the environment', () => {
  it('reconciles every 30 minutes by default, on a schedule given, or not at all', () => {
    expect(loadConfig({}).xeroReconcileSchedule).toBe('*/30 * * * *');
    expect(loadConfig({ XERO_RECONCILE_SCHEDULE: '5 * * * *' }).xeroReconcileSchedule).toBe('5 * * * *');
    expect(loadConfig({ XERO_RECONCILE_SCHEDULE: 'off' }).xeroReconcileSchedule).toBeNull();
  });

  it('stops start-up on a schedule that is not cron; takes the webhook key as given', () => {
    expect(() => loadConfig({ XERO_RECONCILE_SCHEDULE: 'hourly' })).toThrow(
      /XERO_RECONCILE_SCHEDULE must be a cron/,
    );
    const key = 'k'.repeat(44);
    expect(loadConfig({ XERO_WEBHOOK_KEY: key }).xero.webhookKey).toBe(key);
  });
});
