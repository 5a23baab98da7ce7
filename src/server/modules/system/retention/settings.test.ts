import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { isCronExpression } from '../../../jobs/cron';

/** RETENTION_* in the environment: defaults, and a clear start-up error for a bad value. */
describe('retention configuration', () => {
  it('defaults to 90 days of logs, 7 of ended credentials and finished jobs, 7 days of replies, daily at 03:30', () => {
    expect(loadConfig({}).retention).toEqual({
      logDays: 90,
      tokenDays: 7,
      idempotencyHours: 168,
      jobDays: 7,
      schedule: '30 3 * * *',
    });
  });

  it('reads each variable, and off as no schedule', () => {
    const config = loadConfig({
      RETENTION_LOG_DAYS: '30',
      RETENTION_TOKEN_DAYS: '',
      RETENTION_IDEMPOTENCY_HOURS: '48',
      RETENTION_JOB_DAYS: '2',
      RETENTION_SCHEDULE: 'off',
    });
    expect(config.retention).toEqual({
      logDays: 30,
      tokenDays: 7,
      idempotencyHours: 48,
      jobDays: 2,
      schedule: null,
    });
    expect(loadConfig({ RETENTION_SCHEDULE: ' 0 */6 * * 1-5 ' }).retention.schedule).toBe('0 */6 * * 1-5');
  });

  it.each([
    ['RETENTION_LOG_DAYS', '0', /RETENTION_LOG_DAYS: RETENTION_LOG_DAYS must be at least 1 day \(got "0"\)/],
    ['RETENTION_LOG_DAYS', 'ninety', /RETENTION_LOG_DAYS must be a whole number of days \(got "ninety"\)/],
    ['RETENTION_TOKEN_DAYS', '1.5', /RETENTION_TOKEN_DAYS must be a whole number of days/],
    ['RETENTION_IDEMPOTENCY_HOURS', '12', /RETENTION_IDEMPOTENCY_HOURS must be at least 24 hours/],
    ['RETENTION_JOB_DAYS', '400', /RETENTION_JOB_DAYS must be at most 365 days/],
    ['RETENTION_SCHEDULE', 'daily', /RETENTION_SCHEDULE must be a cron expression .* or off \(got "daily"\)/],
    ['RETENTION_SCHEDULE', '30 25 * * *', /RETENTION_SCHEDULE must be a cron expression/],
  ])('refuses %s=%s at start-up, naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('accepts the cron pg-boss reads in numbers, and nothing else', () => {
    for (const ok of ['30 3 * * *', '*/15 * * * *', '0 0,12 1-15 * 0', '0 3 * * 7'])
      expect(isCronExpression(ok), ok).toBe(true);
    for (const bad of [
      '',
      '30 3 * *',
      '60 3 * * *',
      '0 3 0 * *',
      '0 3 * 13 *',
      '5-1 * * * *',
      '*/0 * * * *',
      '@daily',
    ])
      expect(isCronExpression(bad), bad).toBe(false);
  });
});
