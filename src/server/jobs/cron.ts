import { CronExpressionParser } from 'cron-parser';

/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week), read by cron-parser, the
 * parser pg-boss's own schedules use (jobs/queue.ts): the start-up check of RETENTION_SCHEDULE and
 * BACKUP_SCHEDULE, so a typo stops the process instead of the schedule, and the backups' next run.
 */
const FIELDS = 5;

const parse = (text: string, currentDate?: Date) =>
  text.trim().split(/\s+/).length === FIELDS
    ? CronExpressionParser.parse(text.trim(), { currentDate })
    : null;

export function isCronExpression(text: string): boolean {
  try {
    return parse(text) !== null;
  } catch {
    return false;
  }
}

/** The first time after `after` (to the minute, server time) the expression names, or null. */
export function nextRun(expression: string, after: Date): Date | null {
  try {
    return parse(expression, after)?.next().toDate() ?? null;
  } catch {
    return null;
  }
}
