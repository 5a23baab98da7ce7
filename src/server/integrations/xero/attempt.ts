import type { Db } from '../../db/client';
import { recordXeroCall } from './call-log';
import { xeroErrorText } from './api-errors';
import type { StoredXeroConnection } from './connection-store';
import { XERO_PATHS } from './settings';

export interface XeroCall {
  /** What the call is for, as the log names it: 'getTaxRates', 'createInvoice'. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under the Accounting API, e.g. '/Contacts'; a path starting with /payroll.xro/ is taken as is. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A file sent as the raw body in place of JSON (an attachment); the log keeps its type and size. */
  file?: { bytes: Uint8Array; contentType: string };
  /** Makes a write safe to repeat: Xero answers a repeat with the first reply. */
  idempotencyKey?: string;
  /** A read of only what changed since then (Xero's If-Modified-Since header, ISO 8601 UTC). */
  ifModifiedSince?: Date;
}

/** One attempt's outcome: Xero's reply, or none (a dropped connection, a timeout). */
export type Attempt =
  | { kind: 'reply'; status: number; statusText: string; body: unknown; headers: Headers }
  | { kind: 'lost'; error: string };

export interface AttemptDeps {
  db: Db;
  companyId: number;
  userId: number | null;
  now: () => number;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** The call's address under the configured API origin. */
export function urlOf(apiUrl: string, call: XeroCall): string {
  const base = call.path.startsWith(XERO_PATHS.payroll) ? '' : XERO_PATHS.accounting;
  const url = new URL(`${apiUrl}${base}${call.path}`);
  for (const [name, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value));
  return url.toString();
}

async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const succeeded = (outcome: Attempt): boolean =>
  outcome.kind === 'reply' && outcome.status >= 200 && outcome.status < 300;

/** What is sent as the body (a file's bytes, or JSON), and what the log keeps of it. */
function bodyToSend(call: XeroCall) {
  if (call.file)
    return {
      contentType: call.file.contentType,
      body: call.file.bytes,
      logged: { file: { contentType: call.file.contentType, bytes: call.file.bytes.byteLength } },
    };
  if (call.body === undefined) return null;
  return { contentType: 'application/json', body: JSON.stringify(call.body), logged: call.body };
}

/**
 * Sends the call once with the connection's tenant and token and `Accept: application/json`, and
 * writes it to the company's Xero log (secrets removed there), whatever the outcome.
 */
export async function sendAttempt(
  deps: AttemptDeps,
  conn: StoredXeroConnection,
  call: XeroCall,
  url: string,
  refreshed: boolean,
): Promise<Attempt> {
  const started = deps.now();
  const sent = bodyToSend(call);
  let outcome: Attempt;
  try {
    const res = await deps.fetch(url, {
      method: call.method,
      headers: {
        authorization: `Bearer ${conn.accessToken}`,
        'xero-tenant-id': conn.tenantId,
        accept: 'application/json',
        ...(sent ? { 'content-type': sent.contentType } : {}),
        ...(call.idempotencyKey ? { 'idempotency-key': call.idempotencyKey } : {}),
        ...(call.ifModifiedSince ? { 'if-modified-since': call.ifModifiedSince.toISOString() } : {}),
      },
      ...(sent ? { body: sent.body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    const body = await bodyOf(res);
    outcome = { kind: 'reply', status: res.status, statusText: res.statusText, body, headers: res.headers };
  } catch (err) {
    outcome = {
      kind: 'lost',
      error: `No reply from Xero: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
  await recordXeroCall(deps.db, {
    companyId: deps.companyId,
    userId: deps.userId,
    operation: call.operation,
    method: call.method,
    url,
    statusCode: outcome.kind === 'reply' ? outcome.status : null,
    statusText: outcome.kind === 'reply' ? outcome.statusText : null,
    durationMs: deps.now() - started,
    error:
      outcome.kind === 'lost'
        ? outcome.error
        : succeeded(outcome)
          ? null
          : xeroErrorText(outcome.status, outcome.body),
    requestBody: sent?.logged,
    responseBody: outcome.kind === 'reply' ? outcome.body : null,
    token: { hasAccessToken: true, expiresAt: conn.accessTokenExpiresAt, refreshed },
  });
  return outcome;
}
