import {
  clearXeroLogsReply,
  xeroApiLogsQuery,
  xeroApiLogsReply,
  xeroDebugLogsQuery,
  xeroDebugLogsReply,
  xeroLogStatsReply,
  xeroStatusReply,
} from './logs-schemas';
import { defineRoutes } from '../api/route';

const tag = 'Xero log';

/** The record of every Xero call (002 §7) and the connection status the debug page shows. */
export const xeroLogsRoutes = defineRoutes({
  listXeroApiLogs: {
    method: 'GET',
    path: '/api/xero-api-logs',
    summary:
      "The company's Xero calls, newest first, of one filter, a page at a time, with the filter's count",
    tag,
    access: 'xeroLogs.read',
    query: xeroApiLogsQuery,
    reply: { 200: xeroApiLogsReply },
  },
  listXeroDebugLogs: {
    method: 'GET',
    path: '/api/xero/logs',
    summary: "The company's latest Xero calls (count, default 50), optionally failures only (errors_only)",
    tag,
    access: 'xeroLogs.read',
    query: xeroDebugLogsQuery,
    reply: { 200: xeroDebugLogsReply },
  },
  xeroLogStats: {
    method: 'GET',
    path: '/api/xero/logs/stats',
    summary:
      "Counts of the company's Xero calls: total, successful, failed, average duration, per operation, latest errors",
    tag,
    access: 'xeroLogs.read',
    reply: { 200: xeroLogStatsReply },
  },
  clearXeroLogs: {
    method: 'DELETE',
    path: '/api/xero/logs',
    summary: "Deletes the company's record of Xero calls (no other company's)",
    tag,
    access: 'xeroLogs.clear',
    reply: { 200: clearXeroLogsReply },
  },
  xeroStatus: {
    method: 'GET',
    path: '/api/xero/status',
    summary:
      "Whether the company is connected to Xero, the organisation's name, and the server's Xero settings (no secrets)",
    tag,
    access: 'xero.status',
    reply: { 200: xeroStatusReply },
  },
});
