import type { EmailLog } from './types';

export function countLogs(logs: readonly EmailLog[]) {
  return {
    total: logs.length,
    success: logs.filter((log) => log.status === 'success').length,
    failed: logs.filter((log) => log.status === 'failed').length,
    notSent: logs.filter((log) => log.status === 'not_sent').length,
  };
}
