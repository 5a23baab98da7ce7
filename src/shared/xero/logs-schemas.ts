import { z } from 'zod';
import { wholeNumberField } from '../schemas/decimal';

/**
 * The record of every Xero call and the two admin screens that read it (002 §2 'Accounting API logs',
 * 'Accounting debug dashboard', §7, §9).
 */

/** The filters of /admin/xero-logs, applied by the server (002 §2). */
export const XERO_LOG_FILTERS = ['all', 'success', 'errors', 'oauth', 'employees', 'invoices'] as const;
export type XeroLogFilter = (typeof XERO_LOG_FILTERS)[number];

export const XERO_LOG_FILTER_LABELS: Record<XeroLogFilter, string> = {
  all: 'All Calls',
  success: 'Successful Only',
  errors: 'Errors Only',
  oauth: 'OAuth/Tokens',
  employees: 'Employee APIs',
  invoices: 'Invoice APIs',
};

/**
 * Which calls an area filter takes: an endpoint (host stripped) or an operation name matching one of
 * these (SQL ILIKE patterns; the server's filter and nothing else reads them).
 */
export const XERO_LOG_AREAS = {
  oauth: { endpoints: ['/connect/%', '/connections%'], operations: ['%token%', '%oauth%', '%connect%'] },
  employees: { endpoints: ['%/employees%'], operations: ['%employee%'] },
  invoices: { endpoints: ['%/invoices%'], operations: ['%invoice%', '%webhook%', '%payment%'] },
} as const satisfies Partial<
  Record<XeroLogFilter, { endpoints: readonly string[]; operations: readonly string[] }>
>;

/** Rows of /admin/xero-logs a read returns at most; the debug page reads 50 (002 §9). */
export const XERO_LOG_PAGE_MAX = 500;
export const XERO_DEBUG_PAGE_SIZE = 50;

/** Success means an HTTP status from 200 to 299 (002 §9). */
export const isSuccessStatus = (status: number | null | undefined): boolean =>
  status !== null && status !== undefined && status >= 200 && status <= 299;

/** What is known of the access token at the time of a call: never a token itself. */
export const xeroTokenInfo = z.object({
  hasAccessToken: z.boolean(),
  isExpired: z.boolean(),
  /** When the access token used expires (ISO), if one was used. */
  expiresAt: z.string().nullable().optional(),
  /** Whether the client refreshed the token for this call. */
  refreshed: z.boolean().optional(),
});
export type XeroTokenInfo = z.infer<typeof xeroTokenInfo>;

/** One Xero call as the screens show it (bodies already had their secrets removed when written). */
export const xeroLogReply = z.object({
  id: z.number(),
  operation: z.string(),
  method: z.string(),
  /** The path and query Xero was called on, without the host. */
  endpoint: z.string(),
  success: z.boolean(),
  /** Null when no reply came (a dropped connection, a timeout). */
  statusCode: z.number().nullable(),
  statusText: z.string().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  query: z.record(z.string(), z.unknown()).nullable(),
  requestBody: z.unknown(),
  responseBody: z.unknown(),
  tokenInfo: xeroTokenInfo.nullable(),
  /** Null: the product called Xero on its own (System). */
  userId: z.number().nullable(),
  /** The caller's full name; null when there is none or they are no longer known. */
  userName: z.string().nullable(),
  createdAt: z.date(),
});

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const whole = (min: number, max: number, name: string) =>
  wholeNumberField(min, max, `${name} is a whole number from ${min} to ${max}`);

/** GET /api/xero-api-logs: one filter, newest first, a page at a time. */
export const xeroApiLogsQuery = z.object({
  filter: z
    .enum(XERO_LOG_FILTERS, { message: `The filter is one of ${XERO_LOG_FILTERS.join(', ')}` })
    .default('all'),
  limit: whole(1, XERO_LOG_PAGE_MAX, 'limit').default(100),
  offset: whole(0, 1_000_000, 'offset').default(0),
});

export const xeroApiLogsReply = z.object({
  logs: z.array(xeroLogReply),
  /** Calls matching the filter ('Showing X of Y API calls'). */
  total: z.number(),
});

/** GET /api/xero/logs?errors_only=true&count=50 (the debug page). */
export const xeroDebugLogsQuery = z.object({
  errors_only: flag.default(false),
  count: whole(1, XERO_LOG_PAGE_MAX, 'count').default(XERO_DEBUG_PAGE_SIZE),
});

export const xeroDebugLogsReply = z.object({ logs: z.array(xeroLogReply) });

/**
 * GET /api/xero/logs/stats. 002 §7's names (totalLogs, successCount, errorCount, averageResponseTime,
 * operationBreakdown, recentErrors with `timestamp`), and the screens' names beside them for the same counts.
 */
export const xeroLogStatsReply = z.object({
  totalLogs: z.number(),
  successCount: z.number(),
  errorCount: z.number(),
  /** Whole milliseconds; 0 when there are no calls. */
  averageResponseTime: z.number(),
  /** Calls per operation (the most called operations). */
  operationBreakdown: z.record(z.string(), z.number()),
  totalCalls: z.number(),
  successfulCalls: z.number(),
  failedCalls: z.number(),
  /** Whole milliseconds; 0 when there are no calls. */
  averageDurationMs: z.number(),
  /** Calls and failures per operation, most called first. */
  operations: z.array(z.object({ operation: z.string(), calls: z.number(), failures: z.number() })),
  /** The latest failed calls, newest first; `timestamp` is the call's time (createdAt). */
  recentErrors: z.array(xeroLogReply.extend({ timestamp: z.date() })),
});

export const clearXeroLogsReply = z.object({ deleted: z.number() });

/** GET /api/xero/status: the connection and what the server is configured with (no secret values). */
export const xeroStatusReply = z.object({
  connected: z.boolean(),
  tenantName: z.string().nullable(),
  /** Whether each setting is configured (002 §2: present or Missing); no value leaves the server. */
  environment: z.object({
    clientId: z.boolean(),
    clientSecret: z.boolean(),
    redirectUri: z.boolean(),
  }),
});
