import { AppError } from '../../errors';
import { XERO_NOT_CONNECTED_MESSAGE } from '../../../shared/xero/accounting-schemas';
import { PAYROLL_ERROR_CODES } from '../../../shared/payroll/schemas';

/** 002 §5/§8: the texts the screens show when Xero cannot be used. */
export { XERO_NOT_CONNECTED_MESSAGE };
export const XERO_EXPIRED_MESSAGE =
  'Your Xero connection has expired. Please reconnect to Xero and try again.';

/** The company has no Xero connection (or this server has no Xero app): 409, connect first. */
export class XeroNotConnectedError extends AppError {
  constructor() {
    super('CONFLICT', XERO_NOT_CONNECTED_MESSAGE, { xero: 'not_connected' });
  }
}

/**
 * Xero no longer accepts the company's grant (a refresh refused with invalid_grant, or a call refused
 * after a fresh token): 409 with 002's text. The connection row is kept; reconnecting replaces it.
 */
export class XeroConnectionExpiredError extends AppError {
  constructor(readonly reason: string) {
    super('CONFLICT', XERO_EXPIRED_MESSAGE, { xero: 'expired' });
  }
}

/** 002 §8 'Missing Permissions': what a refusal for a scope the connection lacks says, and what to do. */
export const XERO_MISSING_PERMISSIONS_MESSAGE =
  'Missing Permissions: Xero refused this because SiteDockets was not granted the permission (scope) it needs ' +
  '(AuthorizationUnsuccessful, insufficient_scope). Ask whoever runs this server to check that XERO_SCOPES ' +
  'includes it (the README lists the scopes; an app created in Xero before March 2026 uses accounting.transactions ' +
  'in place of accounting.invoices), then reconnect to Xero in Settings → Xero to grant it.';

/**
 * Xero refused a call for a scope the grant lacks: 409 'Missing Permissions', never 'expired'
 * (reconnecting alone does not help while the server does not ask for the scope). The body's code is
 * the one payroll submissions give the same refusal (PAYROLL_ERROR_CODES.scope).
 */
export class XeroMissingPermissionsError extends AppError {
  constructor(readonly reason: string) {
    super('CONFLICT', XERO_MISSING_PERMISSIONS_MESSAGE, {
      code: PAYROLL_ERROR_CODES.scope,
      xero: 'missing_scope',
    });
  }
}

/**
 * Xero's refusal for a missing scope: 401 `Detail: "AuthorizationUnsuccessful"` (what its gateway
 * answers), or the OAuth bearer form `insufficient_scope` in the body or `WWW-Authenticate`.
 */
export function isMissingScopeReply(status: number, body: unknown, headers?: Headers): boolean {
  if (status !== 401 && status !== 403) return false;
  if (/insufficient_scope/i.test(headers?.get('www-authenticate') ?? '')) return true;
  if (!body || typeof body !== 'object') return typeof body === 'string' && /insufficient_scope/i.test(body);
  const { Detail: detail, error } = body as Record<string, unknown>;
  return (
    (typeof detail === 'string' && /^AuthorizationUnsuccessful|insufficient_scope/i.test(detail)) ||
    error === 'insufficient_scope'
  );
}

/** Xero kept refusing for its limits longer than the client waits: 429 with the wait Xero asked for. */
export class XeroRateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', 'Xero is busy (its call limit was reached). Please try again shortly.', {
      retryAfterSeconds,
    });
  }
}

/** Xero answered with an error, or could not be reached: 502 with what Xero said. */
export class XeroApiError extends AppError {
  constructor(
    message: string,
    /** Xero's status; null when no reply came (a network error). */
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super('UPSTREAM', message, { xeroStatus: status });
  }
}

/** The text of a Xero error body: a ValidationException's first message, a problem's Detail, or Message. */
export function xeroErrorText(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const elements = Array.isArray(b.Elements) ? (b.Elements as Record<string, unknown>[]) : [];
    const validation = elements.flatMap((e) =>
      Array.isArray(e.ValidationErrors) ? (e.ValidationErrors as Record<string, unknown>[]) : [],
    );
    const first = validation.find((v) => typeof v.Message === 'string')?.Message as string | undefined;
    if (first) return `Xero refused the call (ValidationException): ${first}`;
    if (typeof b.Detail === 'string') return `Xero answered ${status}: ${b.Detail}`;
    if (typeof b.Message === 'string') return `Xero answered ${status}: ${b.Message}`;
  }
  return `Xero answered ${status}`;
}

/** Xero's gateway says the access token has expired (`Detail: "TokenExpired: …"`). */
export function isTokenExpiredReply(status: number, body: unknown): boolean {
  if (status !== 401 || !body || typeof body !== 'object') return false;
  const detail = (body as Record<string, unknown>).Detail;
  return typeof detail === 'string' && detail.startsWith('TokenExpired');
}
