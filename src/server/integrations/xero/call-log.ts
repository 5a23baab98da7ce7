import type { Db } from '../../db/client';
import { xeroApiLogs } from '../../db/schema';
import { isSuccessStatus, type XeroTokenInfo } from '../../../shared/xero/logs-schemas';
import { redactXeroSecrets } from './redact';

/** One call to Xero as the client saw it; `url` may be absolute (its host is not kept). */
export type XeroCallEntry = {
  companyId: number;
  /** Who the call was made for; null or absent when the product called on its own (System). */
  userId?: number | null;
  /** What the call was for, e.g. 'createInvoice', 'refreshToken'. */
  operation: string;
  method: string;
  url: string;
  /** Absent when no reply came (a dropped connection, a timeout). */
  statusCode?: number | null;
  statusText?: string | null;
  durationMs: number;
  error?: string | null;
  /** The query parameters; by default those of `url`. */
  query?: Record<string, unknown> | null;
  requestBody?: unknown;
  responseBody?: unknown;
  /** What is known of the access token used; never the token. */
  token?: { hasAccessToken: boolean; expiresAt?: Date | null; refreshed?: boolean } | null;
};

/** Bodies above this are kept as their first characters, so one huge reply cannot swell the table. */
export const MAX_LOGGED_BODY_CHARS = 64_000;

function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const parsed = new URL(url, 'http://xero.invalid');
  return { path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
}

function bounded(body: unknown): unknown {
  if (body === undefined || body === null || body === '') return null;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (text.length <= MAX_LOGGED_BODY_CHARS) return body;
  return { truncated: true, length: text.length, start: text.slice(0, MAX_LOGGED_BODY_CHARS) };
}

function tokenInfoOf(token: XeroCallEntry['token'], at: Date): XeroTokenInfo | null {
  if (!token) return null;
  const expiresAt = token.expiresAt ?? null;
  return {
    hasAccessToken: token.hasAccessToken,
    isExpired: expiresAt !== null && expiresAt.getTime() <= at.getTime(),
    expiresAt: expiresAt?.toISOString() ?? null,
    refreshed: token.refreshed ?? false,
  };
}

/**
 * Writes one Xero call to the company's log, with every credential removed first (redact.ts). The
 * Xero client calls this for every call, whatever its outcome.
 */
export async function recordXeroCall(db: Db, entry: XeroCallEntry): Promise<number> {
  const now = new Date();
  const { path, query } = splitUrl(entry.url);
  const queryParams = entry.query ?? (Object.keys(query).length > 0 ? query : null);
  const statusCode = entry.statusCode ?? null;
  const [row] = await db
    .insert(xeroApiLogs)
    .values({
      companyId: entry.companyId,
      userId: entry.userId ?? null,
      operation: entry.operation.slice(0, 100),
      endpoint: path,
      method: entry.method.toUpperCase().slice(0, 10),
      success: isSuccessStatus(statusCode) && !entry.error,
      responseStatus: statusCode,
      responseStatusText: entry.statusText?.slice(0, 200) ?? null,
      durationMs: Math.max(0, Math.round(entry.durationMs)),
      errorDescription: entry.error ? redactXeroSecrets(entry.error) : null,
      requestQueryParams: queryParams ? redactXeroSecrets(queryParams) : null,
      requestBody: bounded(redactXeroSecrets(entry.requestBody)),
      responseBody: bounded(redactXeroSecrets(entry.responseBody)),
      tokenInfo: tokenInfoOf(entry.token, now),
      createdAt: now,
    })
    .returning({ id: xeroApiLogs.id });
  return row!.id;
}
