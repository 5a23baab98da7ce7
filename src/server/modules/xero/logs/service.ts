import { and, avg, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import type { Config } from '../../../config';
import { users, xeroApiLogs, xeroConnections } from '../../../db/schema';
import { XERO_LOG_AREAS, xeroTokenInfo, type XeroLogFilter } from '../../../../shared/xero/logs-schemas';

/** The latest failures the Statistics tab lists, and the operations it breaks down. */
const RECENT_ERRORS = 5;
const OPERATIONS_SHOWN = 20;

const ofCompany = (actor: Actor) => eq(xeroApiLogs.companyId, actor.companyId);

function filterCondition(filter: XeroLogFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'success') return eq(xeroApiLogs.success, true);
  if (filter === 'errors') return eq(xeroApiLogs.success, false);
  const area = XERO_LOG_AREAS[filter];
  return or(
    ...area.endpoints.map((pattern) => ilike(xeroApiLogs.endpoint, pattern)),
    ...area.operations.map((pattern) => ilike(xeroApiLogs.operation, pattern)),
  );
}

function selectLogs(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: xeroApiLogs.id,
      operation: xeroApiLogs.operation,
      method: xeroApiLogs.method,
      endpoint: xeroApiLogs.endpoint,
      success: xeroApiLogs.success,
      statusCode: xeroApiLogs.responseStatus,
      statusText: xeroApiLogs.responseStatusText,
      durationMs: xeroApiLogs.durationMs,
      error: xeroApiLogs.errorDescription,
      query: xeroApiLogs.requestQueryParams,
      requestBody: xeroApiLogs.requestBody,
      responseBody: xeroApiLogs.responseBody,
      tokenInfo: xeroApiLogs.tokenInfo,
      userId: xeroApiLogs.userId,
      userName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      createdAt: xeroApiLogs.createdAt,
    })
    .from(xeroApiLogs)
    .leftJoin(users, eq(users.id, xeroApiLogs.userId))
    .where(where)
    .orderBy(desc(xeroApiLogs.createdAt), desc(xeroApiLogs.id))
    .$dynamic();
}

/** A row as the reply schema has it: token info read through its schema (old rows may lack fields). */
const shaped = <T extends { tokenInfo: unknown }>(row: T) => ({
  ...row,
  tokenInfo: xeroTokenInfo.nullable().catch(null).parse(row.tokenInfo),
});

/** /admin/xero-logs: one filter's calls, newest first, a page, and how many the filter has. */
export async function listXeroApiLogs(
  db: Db,
  actor: Actor,
  { filter, limit, offset }: { filter: XeroLogFilter; limit: number; offset: number },
) {
  const where = and(ofCompany(actor), filterCondition(filter));
  const [rows, [counted]] = await Promise.all([
    selectLogs(db, where).limit(limit).offset(offset),
    db.select({ total: count() }).from(xeroApiLogs).where(where),
  ]);
  return { logs: rows.map(shaped), total: counted?.total ?? 0 };
}

/** /admin/xero-debug's API Logs tab: the latest `count` calls, optionally failures only. */
export async function listXeroDebugLogs(
  db: Db,
  actor: Actor,
  { errorsOnly, count: size }: { errorsOnly: boolean; count: number },
) {
  const where = and(ofCompany(actor), errorsOnly ? eq(xeroApiLogs.success, false) : undefined);
  return { logs: (await selectLogs(db, where).limit(size)).map(shaped) };
}

/** The counters of both screens and the debug page's Statistics tab. */
export async function xeroLogStats(db: Db, actor: Actor) {
  const failed = sql<number>`count(*) filter (where not ${xeroApiLogs.success})`.mapWith(Number);
  const [[totals], operations, recentErrors] = await Promise.all([
    db
      .select({ total: count(), failed, average: avg(xeroApiLogs.durationMs) })
      .from(xeroApiLogs)
      .where(ofCompany(actor)),
    db
      .select({ operation: xeroApiLogs.operation, calls: count(), failures: failed })
      .from(xeroApiLogs)
      .where(ofCompany(actor))
      .groupBy(xeroApiLogs.operation)
      .orderBy(desc(count()), xeroApiLogs.operation)
      .limit(OPERATIONS_SHOWN),
    selectLogs(db, and(ofCompany(actor), eq(xeroApiLogs.success, false))).limit(RECENT_ERRORS),
  ]);
  const total = totals?.total ?? 0;
  const failedCalls = totals?.failed ?? 0;
  const average = Math.round(Number(totals?.average ?? 0));
  return {
    totalLogs: total,
    successCount: total - failedCalls,
    errorCount: failedCalls,
    averageResponseTime: average,
    operationBreakdown: Object.fromEntries(operations.map((row) => [row.operation, row.calls])),
    totalCalls: total,
    successfulCalls: total - failedCalls,
    failedCalls,
    averageDurationMs: average,
    operations,
    recentErrors: recentErrors.map((row) => ({ ...shaped(row), timestamp: row.createdAt })),
  };
}

/** Clear Logs: the caller's company's record only. */
export async function clearXeroLogs(db: Db, actor: Actor) {
  const deleted = await db.delete(xeroApiLogs).where(ofCompany(actor)).returning({ id: xeroApiLogs.id });
  return { deleted: deleted.length };
}

/** Whether the server has each Xero setting (no value leaves it). */
export type XeroEnvironment = { clientId: boolean; clientSecret: boolean; redirectUri: boolean };

/**
 * The debug page's view of the Xero app this server uses (002 §2: present or Missing): the client id
 * and secret (real or the simulator's), and the return address (APP_URL + /auth/xero/callback).
 */
export const xeroEnvironmentOf = (config: Pick<Config, 'appUrl' | 'xero'>): XeroEnvironment => ({
  clientId: Boolean(config.xero.clientId),
  clientSecret: Boolean(config.xero.clientSecret),
  redirectUri: Boolean(config.appUrl),
});

/** Connected once the company has a Xero connection (the connect flow writes it). */
export async function xeroStatus(db: Db, actor: Actor, environment: XeroEnvironment) {
  const [connection] = await db
    .select({ tenantName: xeroConnections.tenantName })
    .from(xeroConnections)
    .where(eq(xeroConnections.companyId, actor.companyId))
    .limit(1);
  return { connected: connection !== undefined, tenantName: connection?.tenantName ?? null, environment };
}
